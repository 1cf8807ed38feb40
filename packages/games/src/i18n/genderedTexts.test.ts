import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@guessdle/api/modes';
import { ETHNICITIES, type Gender } from '@guessdle/data';
import { loadWidgetMessages } from './bundled';
import { frenchTypography } from './french';
import { valueText } from '../classic/texts';
import { createWidgetI18n, WIDGET_NS } from './instance';
import { genderContext, itemTypeText } from './texts';

await Promise.all(LANGUAGES.map((language) => loadWidgetMessages(language)));

/** The win message of a model of `gender`, markup left out, as the win box shows it. */
function winMessage(language: Language, gender: Gender): string {
  const { t } = createWidgetI18n(language);
  const context = genderContext(gender);
  return t('common.winMessage', {
    name: 'Sam',
    type: itemTypeText(t, 'model', context),
    ...(context ? { context } : {}),
  }).replace(/<\/?strong>/g, '');
}

function value(language: Language, gender: Gender, field: string, raw: string): string {
  const { t } = createWidgetI18n(language);
  return valueText(t, field, raw, genderContext(gender));
}

// [language, a man, a woman, a couple or "none" (the gender unknown)]
const WIN_MESSAGES: [Language, string, string, string][] = [
  [
    'en',
    'Sam is the model of the day!',
    'Sam is the model of the day!',
    'Sam is the model of the day!',
  ],
  ['es', '¡Sam es el modelo del día!', '¡Sam es la modelo del día!', '¡Sam es la modelo del día!'],
  [
    'fr',
    frenchTypography('Sam est le modèle du jour !'),
    frenchTypography('Sam est la modèle du jour !'),
    frenchTypography('Sam est la modèle du jour !'),
  ],
  [
    'it',
    'Sam è il modello del giorno!',
    'Sam è la modella del giorno!',
    'Sam è la modella del giorno!',
  ],
  ['pl', 'Sam to model dnia!', 'Sam to modelka dnia!', 'Sam to modelka dnia!'],
  ['pt', 'Sam é o modelo do dia!', 'Sam é a modelo do dia!', 'Sam é a modelo do dia!'],
];

describe('given the win message of a model', () => {
  it.each(WIN_MESSAGES)(
    'in %s agrees with the answer’s gender',
    (language, male, female, unknown) => {
      expect(winMessage(language, 'Male')).toBe(male);
      expect(winMessage(language, 'Female')).toBe(female);
      expect(winMessage(language, 'Couple')).toBe(unknown);
      expect(winMessage(language, 'None')).toBe(unknown);
    },
  );

  it.each(LANGUAGES)(
    'in %s calls a pornstar and a channel the same whatever the context',
    (language) => {
      const { t } = createWidgetI18n(language);
      // French and Spanish say "la star" of a man too; Italian has "il pornostar".
      const pornstarMale = itemTypeText(t, 'pornstar', 'male');
      expect(pornstarMale).toBe(
        {
          en: 'pornstar',
          es: 'la estrella porno',
          fr: 'la star du porno',
          it: 'il pornostar',
          pl: 'gwiazda porno',
          pt: 'a estrela porno',
        }[language],
      );
      expect(itemTypeText(t, 'channel')).toBe(
        {
          en: 'channel',
          es: 'el canal',
          fr: 'la chaîne',
          it: 'il canale',
          pl: 'kanał',
          pt: 'o canal',
        }[language],
      );
    },
  );
});

// [language, field, value, a man, a woman, the gender unknown]
const VALUES: [Language, string, string, string, string, string][] = [
  ['en', 'ethnicity', 'White', 'White', 'White', 'White'],
  ['es', 'ethnicity', 'White', 'Blanco', 'Blanca', 'Blanca'],
  ['es', 'ethnicity', 'Caucasian', 'Caucásico', 'Caucásica', 'Caucásica'],
  ['fr', 'ethnicity', 'White', 'Blanc', 'Blanche', 'Blanche'],
  ['fr', 'ethnicity', 'Caucasian', 'Caucasien', 'Caucasienne', 'Caucasienne'],
  ['fr', 'ethnicity', 'Mixed Latin', 'Métis latin', 'Métisse latine', 'Métisse latine'],
  ['it', 'ethnicity', 'Black', 'Nero', 'Nera', 'Nera'],
  ['pl', 'ethnicity', 'White', 'Biały', 'Biała', 'Białe'],
  ['pt', 'ethnicity', 'Mixed Black', 'Mestiço negro', 'Mestiça negra', 'Mestiça negra'],
  ['it', 'type', 'model', 'Modello', 'Modella', 'Modella'],
  ['pl', 'type', 'model', 'Model', 'Modelka', 'Modelka'],
  ['fr', 'type', 'model', 'Modèle', 'Modèle', 'Modèle'],
  // Hair colours agree with the hair ("Couleur de cheveux"), not the person.
  ['es', 'hairColor', 'Blonde', 'Rubio', 'Rubio', 'Rubio'],
];

describe("given a Classic tile's value", () => {
  it.each(VALUES)(
    'in %s, %s %s agrees with the gender of the performer it describes',
    (language, field, raw, male, female, unknown) => {
      expect(value(language, 'Male', field, raw)).toBe(male);
      expect(value(language, 'Female', field, raw)).toBe(female);
      expect(value(language, 'Couple', field, raw)).toBe(unknown);
    },
  );

  it.each(['es', 'fr', 'it', 'pl', 'pt'] as const)(
    'in %s has a man’s form of every ethnicity',
    (language) => {
      const i18n = createWidgetI18n(language);
      const missing = ETHNICITIES.filter(
        (raw) =>
          typeof i18n.getResource(language, WIDGET_NS, `classic.values.ethnicity.${raw}_male`) !==
          'string',
      );
      expect(missing).toEqual([]);
    },
  );
});
