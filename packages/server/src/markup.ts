/**
 * Text made safe inside HTML or XML written by hand (an attribute's value between double quotes,
 * an element's text): the page's head, the preview card's SVG, the oEmbed iframe.
 */
export function escapeMarkup(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}
