export { StatsDialog } from './StatsDialog';
export type {
  StatsBar,
  StatsDialogProps,
  StatsEveryoneChart,
  StatsSummaryItem,
} from './StatsDialog';
