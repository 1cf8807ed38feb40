export { ShareBox } from './ShareBox';
export type { ShareBoxProps } from './ShareBox';
