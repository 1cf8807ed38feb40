export { Counter } from './Counter';
export type { CounterProps } from './Counter';
