export { CursorPager, type CursorPagerProps } from './cursor-pager';
