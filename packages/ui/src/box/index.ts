export { Box, extractSprinkles, type BoxProps } from './box';
