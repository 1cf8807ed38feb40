/**
 * A Testing Library matcher for a text that markup splits (`Yesterday guess was <strong>Ada</strong>`):
 * the innermost element holding the whole text.
 */
export function splitText(text: string) {
  return (_content: string, element: Element | null): boolean =>
    element?.textContent === text &&
    ![...element.children].some((child) => child.textContent === text);
}
