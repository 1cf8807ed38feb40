import { describe, expect, it } from 'vitest';
// The same lists of Brazilian and formal French forms the widgets' texts are checked against.
import { brazilianForms, vousForms } from '@guessdle/games/internal';
import { embedMessages } from '../pages/embedMessages';
import { archiveEdgeMessages } from '../pages/archive/edgeMessages';
import { OFFLINE_TEXTS } from '../sw/offlinePage';
import { siteMessages } from './all';

function* texts(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) yield* texts(inner, `${path}.${key}`);
}

describe('given the site shell texts in Portuguese', () => {
  it('are European Portuguese throughout', () => {
    const found = [
      ...texts(siteMessages.pt, 'pt'),
      ...texts(embedMessages.pt, 'embed.pt'),
      ...texts(OFFLINE_TEXTS.pt, 'offline.pt'),
      ...texts(archiveEdgeMessages.pt, 'archiveEdge.pt'),
    ].flatMap(([key, text]) => brazilianForms(text).map((form) => `${key}: "${text}" (${form})`));
    expect(found).toEqual([]);
  });
});

describe('given the site shell texts in French', () => {
  it('say "tu" to the visitor throughout, never "vous"', () => {
    const found = [
      ...texts(siteMessages.fr, 'fr'),
      ...texts(embedMessages.fr, 'embed.fr'),
      ...texts(OFFLINE_TEXTS.fr, 'offline.fr'),
      ...texts(archiveEdgeMessages.fr, 'archiveEdge.fr'),
    ].flatMap(([key, text]) => vousForms(text).map((form) => `${key}: "${text}" (${form})`));
    expect(found).toEqual([]);
  });
});
