// @assay/ui: the design system shared by web, shared-portal and service-console.
// Explicit named re-exports only; each module is also importable on its own (`@assay/ui/button`).

// theme
export {
  THEME_STORAGE_KEY,
  ThemeProvider,
  breakpoints,
  contrastRatio,
  controlSizes,
  darkPalette,
  darkSchemeQuery,
  darkThemeClass,
  dialogTransitionMs,
  iconSizes,
  lightPalette,
  lightThemeClass,
  mediaBetween,
  mediaDown,
  mediaUp,
  navCollapseBreakpoint,
  notification,
  reducedMotionQuery,
  relativeLuminance,
  sprinkles,
  useBreakpointUp,
  useMediaQuery,
  useOptionalTheme,
  useTheme,
  vars,
  type Breakpoint,
  type Palette,
  type ResolvedTheme,
  type Size,
  type Sprinkles,
  type ThemeContextValue,
  type ThemeMode,
  type ThemeProviderProps,
} from './theme/index';

// locale
export { LocaleProvider, useLocale, useUiText, englishUiText, type UiText } from './locale/index';

// layout and primitives
export { Box, extractSprinkles, type BoxProps } from './box/index';
export { Inline, Stack, type InlineProps, type StackProps } from './layout/index';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/index';
export {
  Icon,
  iconNames,
  iconPaths,
  iconRecipe,
  type IconName,
  type IconProps,
  type IconVariants,
} from './icon/index';
export { Spinner, type SpinnerProps } from './spinner/index';
export { Skeleton, type SkeletonProps } from './skeleton/index';
export { Kbd, type KbdProps } from './kbd/index';

// actions
export {
  Button,
  IconButton,
  buttonRecipe,
  type ButtonProps,
  type ButtonVariants,
  type IconButtonProps,
} from './button/index';
export { Menu, type MenuItemProps } from './menu/index';

// display
export {
  Badge,
  Tag,
  badgeRecipe,
  type BadgeProps,
  type BadgeVariants,
  type TagProps,
  type Tone,
} from './badge/index';
export { Card, cardRecipe, type CardProps, type CardVariants } from './card/index';
export { Banner, type BannerProps, type BannerTone } from './banner/index';
export { ProgressBar, type ProgressBarProps } from './progress-bar/index';
export { RelativeTime, formatExact, formatRelative, type RelativeTimeProps } from './relative-time/index';
export { Stat, StatGrid, type StatProps } from './stat/index';
export {
  EmptyState,
  ErrorState,
  LoadingState,
  type EmptyStateProps,
  type ErrorStateProps,
  type LoadingStateProps,
} from './states/index';
export { PageHeader, type PageHeaderProps } from './page-header/index';
export { DOCUMENT_TITLE_SUFFIX, useDocumentTitle } from './document-title/index';
export {
  BadLinkPage,
  ForbiddenPage,
  NotFoundPage,
  RouteErrorPage,
  type BadLinkPageProps,
  type StatusPageProps,
} from './pages/index';
export {
  Table,
  sortRows,
  type SortDirection,
  type TableColumn,
  type TableProps,
  type TableSort,
} from './table/index';
export { CursorPager, type CursorPagerProps } from './cursor-pager/index';
export { DescriptionList, type DescriptionListProps } from './description-list/index';
export {
  BarChart,
  Heatmap,
  TrendChart,
  scoreThresholds,
  scoreTone,
  type BarChartProps,
  type BarDatum,
  type HeatmapColumn,
  type HeatmapProps,
  type HeatmapRow,
  type ScoreTone,
  type TrendChartProps,
  type TrendPoint,
} from './charts/index';

// forms
export {
  Field,
  Form,
  SubmitButton,
  applyMask,
  describedBy,
  firstError,
  isBlank,
  isMaskComplete,
  rules,
  unmask,
  useFieldIds,
  useFieldRules,
  useFormContext,
  type FieldHandle,
  type FieldIds,
  type FieldProps,
  type FieldRulesState,
  type FormContextValue,
  type FormProps,
  type Rule,
  type UseFieldRulesOptions,
} from './field/index';
export { TextField, type TextFieldBaseProps, type TextFieldProps } from './text-field/index';
export { Textarea, type TextareaProps } from './textarea/index';
export { Select, type SelectOption, type SelectProps } from './select/index';
export { Checkbox, type CheckboxProps } from './checkbox/index';
export { Switch, type SwitchProps } from './switch/index';

// overlays and navigation
export {
  ConfirmDialog,
  Dialog,
  FormDialog,
  type ConfirmDialogProps,
  type DialogContentProps,
  type DialogRootProps,
  type FormDialogProps,
} from './dialog/index';
export {
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
} from './toast/index';
export { Tabs, TabsNav, type TabsNavItem, type TabsNavProps, type TabsRootProps } from './tabs/index';
export {
  AccountMenu,
  AppShell,
  ThemeToggle,
  type AccountMenuProps,
  type AppShellProps,
  type NavItem,
  type ThemeToggleProps,
} from './app-shell/index';
