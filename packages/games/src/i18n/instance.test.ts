import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { createWidgetI18n, loadWidgetTexts, WIDGET_NS } from './instance';

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
    expect(i18n.t('classic.title')).toBe('Guess the model or pornstar');
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
  it('announces it and shows English until the language is added', () => {
    const i18n = createWidgetI18n('en');
    const seen: string[] = [];
    const listener = (lng: string) => seen.push(lng);
    i18n.on('languageChanged', listener);
    void i18n.changeLanguage('fr');
    i18n.off('languageChanged', listener);
    void i18n.changeLanguage('es');
    expect(seen).toEqual(['fr']);
    expect(i18n.language).toBe('es');
    // Spanish was never added to this instance: English shows until its texts are.
    expect(i18n.t('common.copy')).toBe('Copy');
    expect(loadWidgetTexts(i18n, 'es')).toBeNull(); // loaded on this page: added at once
    expect(i18n.t('common.copy')).toBe('Copiar');
  });
});

describe('given bundled texts arriving after the host messages', () => {
  it('keeps the host messages and fills only what they lack', () => {
    const i18n = createWidgetI18n('en', {
      messages: { en: { common: { copy: 'Duplicate' }, extra: { a: 'A' } } },
    });
    expect(i18n.t('common.copy')).toBe('Duplicate');
    expect(i18n.t('common.share')).toBe('Share');
    expect(i18n.t('extra.a')).toBe('A');
  });
});

describe('given a host i18next instance', () => {
  function hostInstance() {
    const host = createInstance({
      lng: 'de',
      fallbackLng: 'de',
      defaultNS: 'app',
      resources: { de: { app: { hello: 'Hallo' } }, en: { app: { hello: 'Hello' } } },
      initAsync: false,
    });
    void host.init();
    return host;
  }

  it('translates in its own language under its own namespace and leaves the host as it was', () => {
    const host = hostInstance();
    const widget = createWidgetI18n('fr', { host });
    expect(widget.t('common.copy')).toBe('Copier');
    expect(widget.language).toBe('fr');
    expect(host.language).toBe('de');
    expect(host.t('hello')).toBe('Hallo');
    expect(host.options.defaultNS).toBe('app');
    // The widget's texts sit in the host's store under their own namespace.
    expect(host.hasResourceBundle('fr', WIDGET_NS)).toBe(true);
    expect(host.getResourceBundle('de', 'app')).toEqual({ hello: 'Hallo' });
  });

  it('keeps two widgets of one host in their own languages', () => {
    const host = hostInstance();
    const french = createWidgetI18n('fr', { host });
    const spanish = createWidgetI18n('es', { host });
    void french.changeLanguage('pl');
    loadWidgetTexts(french, 'pl');
    expect(french.t('common.copy')).toBe('Kopiuj');
    expect(spanish.t('common.copy')).toBe('Copiar');
    expect(host.language).toBe('de');
  });

  it('reads the texts the host adds under the widget namespace', () => {
    const host = hostInstance();
    host.addResourceBundle('en', WIDGET_NS, { common: { copy: 'Grab it' } }, true, true);
    expect(createWidgetI18n('en', { host }).t('common.copy')).toBe('Grab it');
  });
});
