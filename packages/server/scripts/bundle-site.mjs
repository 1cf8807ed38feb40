// What `@guessdle/server` carries when it is packed (`pnpm pack` runs it as `prepack`): the built
// site, the dataset's pictures and the widgets' texts, copied into dist/ beside the server, where
// an installed `guessdle-server` finds them (src/paths.ts). Source maps stay out of the tarball.
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(server, '../..');
const copies = [
  [path.join(root, 'site/dist'), path.join(server, 'dist/site')],
  [path.join(root, 'packages/data/assets'), path.join(server, 'dist/assets')],
  [path.join(root, 'packages/games/src/i18n/locales'), path.join(server, 'dist/messages')],
];
for (const [from, to] of copies) {
  if (!existsSync(from)) {
    console.error(`bundle-site: ${path.relative(root, from)} is missing: run pnpm build:app first`);
    process.exit(1);
  }
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true, filter: (file) => !file.endsWith('.map') });
}
if (!existsSync(path.join(server, 'dist/site/.guessdle/site.json'))) {
  console.error('bundle-site: the built site has no .guessdle/site.json (build the site again)');
  process.exit(1);
}
console.log('bundle-site: the site, the pictures and the texts are in dist/');
