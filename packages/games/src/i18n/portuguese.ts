/**
 * Forms that mark Brazilian Portuguese, which the `pt` texts must not use: the texts address
 * the player as "tu" in European Portuguese (SPEC §1 names `pt` as Portugal's). Each entry is a
 * pattern and the European form to use instead. Shared by the widgets' and the site's tests.
 */
export const BRAZILIAN_FORMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bvocê/i, 'tu / o teu (or an impersonal form)'],
  [/\b(seu|sua|seus|suas)\b/i, 'o teu, a tua'],
  [/pornô/i, 'porno'],
  [/gênero/i, 'género'],
  // A gerund ("carregando"); words that merely end the same way are spelled out as exceptions.
  [
    /\b(?!(?:quando|comando|vindo|bem-vindo|lindo)\b)\p{L}+(?:ando|endo|indo)\b/iu,
    'a + infinitive (a carregar)',
  ],
  [
    /\b(adivinhe|digite|procure|tente|volte|receba|experimente|compartilhe|clique)\b/i,
    'the tu imperative (adivinha, escreve, procura, tenta…)',
  ],
  [/compartilh/i, 'partilhar'],
  [/\b(usuário|tela|celular|arquivo|time)\b/i, 'utilizador, ecrã, telemóvel, ficheiro, equipa'],
];

/** The Brazilian forms found in `text`, each with its European replacement. */
export function brazilianForms(text: string): string[] {
  return BRAZILIAN_FORMS.filter(([pattern]) => pattern.test(text)).map(
    ([pattern, instead]) => `${pattern.source} → ${instead}`,
  );
}
