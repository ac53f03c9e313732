// `@assay/ui/tokens`: the SPEC §6 constants and media-query helpers without any CSS.
export {
  breakpoints,
  controlSizes,
  dialogTransitionMs,
  iconSizes,
  navCollapseBreakpoint,
  notification,
  type Breakpoint,
  type Size,
} from './tokens';
export { darkSchemeQuery, mediaBetween, mediaDown, mediaUp, reducedMotionQuery } from './media';
