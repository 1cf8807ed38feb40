export { SearchBox } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
export { useSearchBox } from './useSearchBox';
export type { SearchItem, UseSearchBoxParams } from './useSearchBox';
