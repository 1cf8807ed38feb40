import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createMockApi } from '@guessdle/api/mocks';
import { ClassicGame, createMemoryStorage, WIDGET_NS } from '@guessdle/games';
import { archiveEdgeMessages } from '../pages/archive/edgeMessages';
import { embedMessages } from '../pages/embedMessages';
import { createSiteI18n, SITE_NS } from './instance';
import { siteMessages } from './all';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function has(tree: unknown, key: string): boolean {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return typeof value === 'string';
}

describe('given the texts the site reads', () => {
  // The keys of `t('...')` are plain strings to TypeScript: this checks the written ones exist.
  it('finds every fixed key in the English texts of its namespace', () => {
    const missing: string[] = [];
    for (const file of sources(src)) {
      const code = readFileSync(file, 'utf8');
      for (const [, key] of code.matchAll(/\bt\('([^']+)'\)/g)) {
        if (!has(siteMessages.en, key!)) missing.push(`${path.relative(src, file)}: ${key}`);
      }
      for (const [, key] of code.matchAll(/\btext\('([^']+)'\)/g)) {
        if (!has(embedMessages.en, key!)) missing.push(`${path.relative(src, file)}: ${key}`);
      }
      for (const [, key] of code.matchAll(/\bedgeText\('([^']+)'[,)]/g)) {
        if (!has(archiveEdgeMessages.en, key!)) missing.push(`${path.relative(src, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('given the page instance', () => {
  it('translates the shell synchronously in the page language', () => {
    const i18n = createSiteI18n('fr', siteMessages.fr);
    expect(i18n.language).toBe('fr');
    expect(i18n.t('languageLabel')).toBe(siteMessages.fr.languageLabel);
    expect(i18n.t('cards.crono.title', { ns: SITE_NS })).toBe(siteMessages.fr.cards.crono.title);
  });

  it("gives the widgets the server's texts at their first render, on the server too", () => {
    const i18n = createSiteI18n('pl', siteMessages.pl, {
      common: { loading: 'Ładowanie z serwera' },
    });
    expect(i18n.hasResourceBundle('pl', WIDGET_NS)).toBe(true);
    const html = renderToString(
      <ClassicGame
        api={createMockApi()}
        storage={createMemoryStorage()}
        language="pl"
        i18n={i18n}
      />,
    );
    expect(html).toContain('Ładowanie z serwera');
    // The widget's own language never moves the page's.
    expect(i18n.language).toBe('pl');
    expect(i18n.t('languageLabel')).toBe(siteMessages.pl.languageLabel);
  });
});
