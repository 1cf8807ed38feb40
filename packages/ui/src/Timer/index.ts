export { Timer } from './Timer';
export type { TimerProps } from './Timer';
