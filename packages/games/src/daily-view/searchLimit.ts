/**
 * Most options the dropdown lists. It shows five at a time in 300 px, and the list is ordered by
 * closeness: the 50 closest are ten screens of scrolling, and one more letter narrows them. A
 * one-letter query over 10,000 names would otherwise put thousands of rows (with pictures) in
 * the DOM on every keystroke.
 */
export const SEARCH_RESULT_LIMIT = 50;
