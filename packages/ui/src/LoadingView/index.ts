export { LoadingView } from './LoadingView';
export type { LoadingViewProps } from './LoadingView';
