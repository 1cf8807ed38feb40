export { CopyField } from './CopyField';
export type { CopyFieldProps } from './CopyField';
