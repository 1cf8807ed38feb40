import { LANGUAGES, type Language } from '@guessdle/api';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './picture';
import type { PagePreview } from './previews';
import { PREVIEW_TEXTS } from './texts';
import { cronoGameAt } from './crono';
import { escapeMarkup } from '../markup';

/** The path of a page's oEmbed answer, for its discovery link. */
export function oembedPath(pageUrl: string): string {
  return `/oembed?url=${encodeURIComponent(pageUrl)}&format=json`;
}

/**
 * The head of a page as an unfurler reads it (plain HTTP, no script): its title and description,
 * Open Graph's and Twitter's card tags with absolute addresses (`origin`: this server's public
 * origin, PUBLIC_URL, never a request's Host), and on a game's page (a daily game's, or a Crono
 * game's) the oEmbed discovery link. It replaces
 * index.html's own `<title>` and description.
 */
export function previewHead(
  preview: PagePreview,
  {
    origin,
    pathname,
    asked = pathname,
    language,
  }: { origin: string; pathname: string; asked?: string; language: Language },
): string {
  const url = `${origin}${pathname}`;
  const image = `${origin}${preview.image}`;
  const meta = (attribute: 'property' | 'name', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeMarkup(String(value))}">`;
  const tags = [
    `<title>${escapeMarkup(preview.title)}</title>`,
    meta('name', 'description', preview.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Guessdle'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    // Only a game's page names its address: its addresses are few (a mode, a day), while any
    // address may be another page's (a private Crono game's), and the page would then be
    // rendered once per address asked for.
    ...(preview.game ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', PREVIEW_WIDTH),
    meta('property', 'og:image:height', PREVIEW_HEIGHT),
    meta('property', 'og:image:alt', preview.imageAlt),
    meta('property', 'og:locale', PREVIEW_TEXTS[language].locale),
    ...LANGUAGES.filter((other) => other !== language).map((other) =>
      meta('property', 'og:locale:alternate', PREVIEW_TEXTS[other].locale),
    ),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', preview.imageAlt),
  ];
  // A Crono game's id is case-sensitive: its link names the address as asked.
  const crono = !preview.game && cronoGameAt(asked) ? `${origin}${asked}` : undefined;
  if (preview.game || crono) {
    tags.push(
      `<link rel="alternate" type="application/json+oembed" href="${escapeMarkup(`${origin}${oembedPath(crono ?? url)}`)}" title="${escapeMarkup(preview.title)}">`,
    );
  }
  return tags.join('');
}
