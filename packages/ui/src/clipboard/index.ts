export { copyText } from './copyText';
export type { CopyStatus, CopyEnvironment } from './copyText';
export { canShareText, shareText } from './shareText';
export type { ShareEnvironment, ShareOutcome } from './shareText';
