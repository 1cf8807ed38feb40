export { WinBox } from './WinBox';
export type { WinBoxProps } from './WinBox';
