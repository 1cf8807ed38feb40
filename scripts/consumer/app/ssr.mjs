// A server render in plain Node, as the games README's SSR example does it: the installed
// packages, Node's own ESM loader (no bundler), styled-components' ServerStyleSheet.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { createHttpApi } from '@guessdle/api';
import { ClassicGame } from '@guessdle/games';

const sheet = new ServerStyleSheet();
try {
  const api = createHttpApi({ baseUrl: 'https://api.guessdle.example', apiKey: 'your-key' });
  const html = renderToString(sheet.collectStyles(createElement(ClassicGame, { api })));
  const styles = sheet.getStyleTags();
  if (!html.includes('<') || !styles.includes('<style')) {
    console.error(`rendered nothing: ${html.slice(0, 200)} / ${styles.slice(0, 200)}`);
    process.exit(1);
  }
  console.log(`rendered ${html.length} characters of markup and ${styles.length} of styles`);
} finally {
  sheet.seal();
}
