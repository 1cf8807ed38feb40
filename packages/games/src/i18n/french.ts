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

/** U+202F NARROW NO-BREAK SPACE: French sets it before ? ! ; : (and never breaks a line there). */
export const NARROW_NBSP = '\u202F';

/**
 * A high mark ending a phrase (a space, the end, or a tag of the text's markup after it), with the
 * spaces before it (plain, no-break or narrow already) or none: "Thème:" and "Thème :", but not
 * "https://", "12:30" nor "?lang=fr".
 */
const HIGH_MARK = /(?<=[^\s:;!?])[ \u00A0\u202F]*([:;!?]+)(?=\s|$|<)/g;

/**
 * French typography, in one place: a narrow no-break space before : ; ! ? whether the text had a
 * plain space there or none ("Thème: Clair", "Statistiques : Classique" → "Thème : Clair",
 * "Statistiques : Classique", both with U+202F). The locale files keep plain spaces; every French
 * text the widgets and the site show goes through this (`typographyProcessor`), and tests and
 * stories that match a French text by hand pass it through this too.
 */
export function frenchTypography(text: string): string {
  return text.replace(HIGH_MARK, `${NARROW_NBSP}$1`);
}
