export { copyText } from './copyText';
export type { CopyStatus, CopyEnvironment } from './copyText';
