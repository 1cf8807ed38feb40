import { describe, expect, it } from 'vitest';
import { createWidgetI18n } from './i18n';

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
