export { ColumnHeader } from './ColumnHeader';
export type { ColumnHeaderProps, ColumnHeaderColumn } from './ColumnHeader';
