/**
 * Forms that address the player as "vous", which the `fr` texts must not use: they say "tu"
 * throughout, as a game between friends does (issue 34: the texts mixed both). Each entry is a
 * pattern and the "tu" form to use instead. Shared by the widgets' and the site's tests.
 */
export const VOUS_FORMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bvous\b/i, 'tu, te, toi'],
  [/\b(votre|vos)\b/i, 'ton, ta, tes'],
  // An imperative or present in -ez ("choisissez", "partagez"); "chez" and "assez" are not verbs.
  [/\b(?!(?:chez|assez)\b)\p{L}+ez\b/iu, 'the tu form (choisis, partage…)'],
];

/** The "vous" forms found in `text`, each with its "tu" replacement. */
export function vousForms(text: string): string[] {
  return VOUS_FORMS.filter(([pattern]) => pattern.test(text)).map(
    ([pattern, instead]) => `${pattern.source} → ${instead}`,
  );
}
