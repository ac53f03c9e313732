export { Stat, StatGrid, type StatProps } from './stat';
