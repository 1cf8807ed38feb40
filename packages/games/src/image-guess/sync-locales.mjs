// Copies the image-guess and channel-guess texts into the shared locale files, touching only the
// `imageGuess` and `channelGuess` sections (the rest belongs to other widgets and may be edited
// concurrently). Run from anywhere: `node packages/games/src/image-guess/sync-locales.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const sections = {
  imageGuess: JSON.parse(readFileSync(here('./locales.json'), 'utf8')),
  channelGuess: JSON.parse(readFileSync(here('../channel-guess/locales.json'), 'utf8')),
};

for (const language of ['en', 'es', 'fr', 'pl', 'it', 'pt']) {
  const file = here(`../i18n/locales/${language}.json`);
  // Read right before writing, so a concurrent edit of other sections is kept.
  const messages = JSON.parse(readFileSync(file, 'utf8'));
  for (const [section, byLanguage] of Object.entries(sections)) {
    const texts = byLanguage[language];
    if (!texts) throw new Error(`${section} has no ${language} texts`);
    messages[section] = texts;
  }
  writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`);
}
