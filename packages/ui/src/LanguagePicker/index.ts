export { LanguagePicker } from './LanguagePicker';
export type { Language, LanguagePickerProps } from './LanguagePicker';
export { getLanguageFlag, LANGUAGE_FLAGS } from './flags';
