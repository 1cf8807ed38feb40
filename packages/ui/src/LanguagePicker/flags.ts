import { ES, FR, GB, IT, PL, PT } from 'country-flag-icons/react/3x2';

type FlagComponent = typeof GB;

/** The flag shown for each supported language code (SPEC §3). */
export const LANGUAGE_FLAGS: Readonly<Record<string, FlagComponent>> = {
  en: GB,
  es: ES,
  fr: FR,
  pl: PL,
  it: IT,
  pt: PT,
};

/** The flag of a language; throws `Flag not found for language: {code}` (SPEC §8) otherwise. */
export function getLanguageFlag(code: string): FlagComponent {
  const flag = Object.hasOwn(LANGUAGE_FLAGS, code) ? LANGUAGE_FLAGS[code] : undefined;
  if (!flag) throw new Error(`Flag not found for language: ${code}`);
  return flag;
}
