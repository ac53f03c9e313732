import { describe, expect, it } from 'vitest';
import { breakpoints, controlSizes, dialogTransitionMs, iconSizes, notification } from './tokens';
import { mediaBetween, mediaDown, mediaUp } from './media';

describe('tokens (SPEC §6)', () => {
  it('carries the icon sizes in px', () => {
    expect(iconSizes).toEqual({ xs: 18, sm: 24, md: 32, lg: 38, xl: 46 });
  });
  it('carries the control size presets', () => {
    expect(controlSizes).toEqual({ xs: 30, sm: 35, md: 40, lg: 50, xl: 60 });
  });
  it('carries the dialog transition of 300 ms', () => {
    expect(dialogTransitionMs).toBe(300);
  });
  it('carries the screen breakpoints 600, 1024, 1440, 1920', () => {
    expect(Object.values(breakpoints)).toEqual([600, 1024, 1440, 1920]);
  });
  it('carries the notification time-out of 5 s at the bottom', () => {
    expect(notification).toEqual({ timeoutMs: 5000, position: 'bottom' });
  });
  it('builds media queries from the breakpoints', () => {
    expect(mediaUp('md')).toBe('screen and (min-width: 1024px)');
    expect(mediaDown('md')).toBe('screen and (max-width: 1023.98px)');
    expect(mediaBetween('sm', 'lg')).toBe('screen and (min-width: 600px) and (max-width: 1439.98px)');
  });
  it('runs in UTC', () => {
    expect(new Date(0).getHours()).toBe(0);
  });
});
