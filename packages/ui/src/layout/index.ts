export { Inline, Stack, type InlineProps, type StackProps } from './layout';
