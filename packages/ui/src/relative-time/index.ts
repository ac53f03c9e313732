export { RelativeTime, formatExact, formatRelative, type RelativeTimeProps } from './relative-time';
