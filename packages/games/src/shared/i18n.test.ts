import { describe, expect, it } from 'vitest';
import { createWidgetI18n, loadWidgetTexts } from './i18n';

describe('given two widget i18n instances', () => {
  it('keeps each its own language', () => {
    const english = createWidgetI18n('en');
    const french = createWidgetI18n('fr');
    expect(english.t('common.copy')).toBe('Copy');
    expect(french.t('common.copy')).toBe('Copier');
  });

  it('is translated synchronously, before any render', () => {
    expect(createWidgetI18n('es').t('common.loading')).toBe('Cargando...');
  });
});

describe('given counts', () => {
  it('picks the English plural form', () => {
    const i18n = createWidgetI18n('en');
    expect(i18n.t('common.counter', { count: 1 })).toBe('1 person already found out!');
    expect(i18n.t('common.counter', { count: 3 })).toBe('3 people already found out!');
  });

  it('picks the Polish few and many forms', () => {
    const i18n = createWidgetI18n('pl');
    expect(i18n.t('common.counter', { count: 3 })).toBe('3 osoby już odgadły!');
    expect(i18n.t('common.counter', { count: 5 })).toBe('5 osób już odgadło!');
    expect(i18n.t('common.counter', { count: 22 })).toBe('22 osoby już odgadły!');
  });
});

describe('given an unsupported language', () => {
  it('falls back to English', () => {
    expect(createWidgetI18n('xx').language).toBe('en');
  });
});

describe('given operator messages', () => {
  it('overrides one key and keeps the rest', () => {
    const i18n = createWidgetI18n('en', {
      messages: { en: { classic: { disclaimer: 'Our own data.' } } },
    });
    expect(i18n.t('classic.disclaimer')).toBe('Our own data.');
    expect(i18n.t('classic.title')).toBe("Guess today's pornstar");
  });
});

describe('given a key a language lacks', () => {
  it('shows the English text when English is loaded, else the default value, else the key', () => {
    const i18n = createWidgetI18n('fr', {
      messages: { fr: { only: { here: 'ici' } }, en: { only: { english: 'in English' } } },
    });
    expect(i18n.t('only.here')).toBe('ici');
    expect(i18n.t('only.english')).toBe('in English');
    expect(i18n.t('nowhere.at.all', { defaultValue: 'Blonde' })).toBe('Blonde');
    expect(i18n.t('nowhere.at.all')).toBe('nowhere.at.all');
    expect(i18n.t('only')).toBe('only');
  });
});

describe('given variables', () => {
  it('fills {{name}} and leaves no placeholder for a missing one', () => {
    const i18n = createWidgetI18n('en', { messages: { en: { hi: 'Hi {{name}}{{rest}}!' } } });
    expect(i18n.t('hi', { name: 'Ana' })).toBe('Hi Ana!');
  });
});

describe('given a language change', () => {
  it('notifies subscribers and counts the change', () => {
    const i18n = createWidgetI18n('en');
    const seen: string[] = [];
    const unsubscribe = i18n.subscribe(() => seen.push(i18n.language));
    const before = i18n.version;
    i18n.changeLanguage('fr');
    i18n.changeLanguage('fr');
    unsubscribe();
    i18n.changeLanguage('es');
    expect(seen).toEqual(['fr']);
    expect(i18n.version).toBe(before + 2);
    // Spanish was never added to this instance: English shows until its texts are.
    expect(i18n.t('common.copy')).toBe('Copy');
    expect(loadWidgetTexts(i18n, 'es')).toBeNull(); // loaded on this page: added at once
    expect(i18n.t('common.copy')).toBe('Copiar');
  });
});

describe('given texts the instance already has', () => {
  it('neither notifies nor counts a change, and still adds what is new', () => {
    const i18n = createWidgetI18n('en', { messages: { en: { hi: 'Hi', nested: { a: 'A' } } } });
    const seen: number[] = [];
    i18n.subscribe(() => seen.push(i18n.version));
    const before = i18n.version;
    // Bundled texts arriving after the host's: the host's stay, and nothing is new.
    i18n.addMessages('en', { hi: 'Hello', nested: { a: 'Other' } }, false);
    i18n.addMessages('en', { hi: 'Hi' }, true);
    expect(seen).toEqual([]);
    expect(i18n.version).toBe(before);
    expect(i18n.t('hi')).toBe('Hi');
    i18n.addMessages('en', { nested: { b: 'B' } }, false);
    expect(seen).toEqual([before + 1]);
    expect(i18n.t('nested.b')).toBe('B');
    expect(i18n.t('nested.a')).toBe('A');
  });
});
