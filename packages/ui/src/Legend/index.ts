export { Legend } from './Legend';
export type { LegendProps, LegendLabels } from './Legend';
