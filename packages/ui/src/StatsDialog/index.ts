export { StatsDialog } from './StatsDialog';
export type { StatsDialogProps, StatsSummaryItem } from './StatsDialog';
