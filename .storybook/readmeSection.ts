/**
 * A section of a package README, for the docs pages (.storybook/docs/*.mdx): the guides show the
 * READMEs' own words, so the docs site and what npm shows never disagree. A section runs from its
 * heading to the next heading of the same or a higher level.
 */
export function readmeSection(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) throw new Error(`No "${heading}" in the README`);
  const level = /^#+/.exec(heading)?.[0].length ?? 2;
  let fenced = false;
  let end = lines.length;
  for (let index = start + 1; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = !fenced && /^(#+) /.exec(line);
    if (match && (match[1]?.length ?? 0) <= level) {
      end = index;
      break;
    }
  }
  return lines.slice(start, end).join('\n');
}

/** Several sections, one after the other. */
export function readmeSections(markdown: string, headings: string[]): string {
  return headings.map((heading) => readmeSection(markdown, heading)).join('\n\n');
}
