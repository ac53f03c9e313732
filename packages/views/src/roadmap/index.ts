// @assay/views/roadmap — the roadmap's board and table, for members (/roadmap, the tenant page)
// and, read-only, the shared portal: data and actions come in as props.
export { RoadmapBoard } from './roadmap-board.tsx';
export type { RoadmapBoardProps } from './roadmap-board.tsx';
export { ItemHistory } from './item-history.tsx';
export type { ItemHistoryEntry } from './item-history.tsx';
export { ItemFacts, RoadmapItemDialog } from './item-dialog.tsx';
export type { RoadmapItemDialogProps } from './item-dialog.tsx';
export { RoadmapTable, roadmapSortFields } from './roadmap-table.tsx';
export type { RoadmapTableProps } from './roadmap-table.tsx';
export { bucketLabel, columnsOf, keyboardTarget, placeAt, rankBetween, itemStatusLabel } from './model.ts';
export type { KeyboardMove, Placement, RoadmapNames } from './model.ts';
