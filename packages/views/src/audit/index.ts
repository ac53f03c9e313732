// @assay/views/audit — how audit entries read, wherever they are listed: labels, columns, dates.
export { AuditDetails, auditColumns } from './columns.tsx';
export type { AuditColumnOptions, AuditColumns } from './columns.tsx';
export { dayRange } from './day-range.ts';
export type { DayRange } from './day-range.ts';
export { actionLabel, filterableActions, labelledActions, systemActorLabel } from './labels.ts';
