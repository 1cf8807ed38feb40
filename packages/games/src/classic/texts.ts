import type { Ethnicity, Gender, HairColor, PerformerType } from '@guessdle/api';
import type { ClassicField } from '../core';
import type { TextContext, WidgetKey, WidgetT } from '../i18n/keys';
import { inContext } from '../i18n/texts';

// Classic's texts picked by a column or a value, each written as its whole key (see
// i18n/texts.ts): a new column or a new value in the data's vocabularies fails to compile until
// it has its text.

/** The guess table's columns: the picture, then the compared fields. */
export const COLUMN_TEXTS = {
  model: { label: 'classic.columns.model', tooltip: 'classic.columns.modelTooltip' },
  gender: { label: 'classic.columns.gender', tooltip: 'classic.columns.genderTooltip' },
  type: { label: 'classic.columns.type', tooltip: 'classic.columns.typeTooltip' },
  birthPlace: {
    label: 'classic.columns.birthPlace',
    tooltip: 'classic.columns.birthPlaceTooltip',
  },
  ethnicity: { label: 'classic.columns.ethnicity', tooltip: 'classic.columns.ethnicityTooltip' },
  hairColor: { label: 'classic.columns.hairColor', tooltip: 'classic.columns.hairColorTooltip' },
  rank: { label: 'classic.columns.rank', tooltip: 'classic.columns.rankTooltip' },
} as const satisfies Record<'model' | ClassicField, { label: WidgetKey; tooltip: WidgetKey }>;

const GENDER = {
  Female: 'classic.values.gender.Female',
  Male: 'classic.values.gender.Male',
  Couple: 'classic.values.gender.Couple',
  None: 'classic.values.gender.None',
} as const satisfies Record<Gender, WidgetKey>;

/** A performer's type as the answer's details show it. */
export const PERFORMER_TYPE = {
  model: 'classic.values.type.model',
  pornstar: 'classic.values.type.pornstar',
} as const satisfies Record<PerformerType, WidgetKey>;

const ETHNICITY = {
  Caucasian: 'classic.values.ethnicity.Caucasian',
  White: 'classic.values.ethnicity.White',
  Latin: 'classic.values.ethnicity.Latin',
  Asian: 'classic.values.ethnicity.Asian',
  Black: 'classic.values.ethnicity.Black',
  Other: 'classic.values.ethnicity.Other',
  'Mixed Asian': 'classic.values.ethnicity.Mixed Asian',
  'Mixed Black': 'classic.values.ethnicity.Mixed Black',
  'Mixed Latin': 'classic.values.ethnicity.Mixed Latin',
  'Mixed White': 'classic.values.ethnicity.Mixed White',
} as const satisfies Record<Ethnicity, WidgetKey>;

const HAIR_COLOR = {
  Red: 'classic.values.hairColor.Red',
  Brunette: 'classic.values.hairColor.Brunette',
  Blonde: 'classic.values.hairColor.Blonde',
  Black: 'classic.values.hairColor.Black',
  Grey: 'classic.values.hairColor.Grey',
  Auburn: 'classic.values.hairColor.Auburn',
  Other: 'classic.values.hairColor.Other',
} as const satisfies Record<HairColor, WidgetKey>;

/** The compared fields whose values have texts (a birthplace or a rank shows as it is). */
const VALUE_TEXTS: Readonly<Record<string, Readonly<Record<string, WidgetKey>>>> = {
  gender: GENDER,
  type: PERFORMER_TYPE,
  ethnicity: ETHNICITY,
  hairColor: HAIR_COLOR,
};

/**
 * The key of a compared value's text: values come from the data, so this is looked up at run time
 * (undefined for a birthplace, a rank, or a value the texts do not name).
 */
export function valueKey(field: string, value: string): WidgetKey | undefined {
  // Own keys only: a value such as `constructor` is no text.
  const values = Object.hasOwn(VALUE_TEXTS, field) ? VALUE_TEXTS[field] : undefined;
  return values && Object.hasOwn(values, value) ? values[value] : undefined;
}

/**
 * A compared value in the player's language, agreeing with the gender of the performer it
 * describes ("Blanc", "Blanche"); a value the texts do not name shows as it is.
 */
export function valueText(t: WidgetT, field: string, value: string, context?: TextContext): string {
  const key = valueKey(field, value);
  return key ? t(key, inContext(context)) : value;
}
