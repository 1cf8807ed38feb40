/**
 * A Testing Library matcher for a text that markup splits (`Yesterday guess was <strong>Ada</strong>`):
 * the innermost element holding the whole text.
 */
export function splitText(text: string) {
  return (_content: string, element: Element | null): boolean =>
    element?.textContent === text &&
    ![...element.children].some((child) => child.textContent === text);
}

/**
 * A text as Testing Library's text matchers compare it (`getByText`, jest-dom's
 * `toHaveTextContent`): they collapse an element's whitespace, the narrow no-break space French
 * typography puts before : ; ! ? included (i18n/typography.ts), but not the text they are given.
 * Pass a translated text through this for those matchers; accessible names (`getByRole`'s `name`,
 * `toHaveAccessibleName`) keep the narrow space, so match them with the text as `t` returns it.
 */
export function shownText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
