// Constants carried exactly from SPEC §6 (seed §9). Components read sizes and timings from here.

export type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Icon sizes in px. */
export const iconSizes = { xs: 18, sm: 24, md: 32, lg: 38, xl: 46 } as const satisfies Record<Size, number>;

/** Control (button, input, select) heights in px. */
export const controlSizes = { xs: 30, sm: 35, md: 40, lg: 50, xl: 60 } as const satisfies Record<
  Size,
  number
>;

/** Dialog open/close transition in ms. */
export const dialogTransitionMs = 300;

/** Screen breakpoints in px: a breakpoint applies from its width upwards. */
export const breakpoints = { sm: 600, md: 1024, lg: 1440, xl: 1920 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Notification (toast) defaults. */
export const notification = { timeoutMs: 5000, position: 'bottom' } as const;

/** Below this breakpoint the app shell's side navigation collapses into a drawer. */
export const navCollapseBreakpoint: Breakpoint = 'md';
