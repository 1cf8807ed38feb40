#!/usr/bin/env node
// Every story of a built Storybook (`pnpm build-storybook`), opened as a designer opens it: a
// production build, in the globals given (e.g. `locale:es;theme:light`). Lists each story whose
// play function fails or that logs a React warning. The story tests run a development build, in
// which effects run before the play function; here they may run after the first paint.
// Usage: node scripts/stories-in-ui.mjs storybook-static [globals] [story id filter]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
const [dir, globals = '', filter = ''] = process.argv.slice(2);
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const server = http
  .createServer((req, res) => {
    let p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (p.endsWith('/')) p += 'index.html';
    const file = path.join(dir, p);
    if (!fs.existsSync(file)) {
      res.writeHead(404);
      return res.end();
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  })
  .listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const base = `http://127.0.0.1:${server.address().port}`;
const index = JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter(
  (e) => e.type === 'story' && e.id.includes(filter),
);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
const page = await browser.newPage();
let failed = 0;
const logs = [];
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') logs.push(m.text().slice(0, 300));
});
page.on('pageerror', (e) => logs.push('pageerror ' + e.message));
for (const s of stories) {
  logs.length = 0;
  await page.goto(
    `${base}/iframe.html?id=${s.id}&viewMode=story${globals ? '&globals=' + globals : ''}`,
  );
  const result = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const t = setTimeout(() => resolve({ status: 'timeout' }), 60000);
        const wait = () => {
          const ch = window.__STORYBOOK_ADDONS_CHANNEL__;
          if (!ch) return setTimeout(wait, 20);
          ch.on('storyFinished', (e) => {
            clearTimeout(t);
            resolve({ status: e.status });
          });
          ch.on('playFunctionThrewException', (e) => {
            clearTimeout(t);
            resolve({ status: 'play error', message: String(e?.message ?? e).slice(0, 400) });
          });
          ch.on('storyThrewException', (e) => {
            clearTimeout(t);
            resolve({ status: 'render error', message: String(e?.message ?? e).slice(0, 400) });
          });
          ch.on('storyErrored', (e) => {
            clearTimeout(t);
            resolve({ status: 'errored', message: JSON.stringify(e).slice(0, 400) });
          });
        };
        wait();
      }),
  );
  const warnings = logs.filter((l) => /Warning|React|error/i.test(l) && !/MSW|favicon|404/.test(l));
  if (result.status !== 'success' || warnings.length) {
    failed++;
    console.log(`✖ ${s.id}: ${result.status} ${result.message ?? ''}`);
    for (const w of warnings.slice(0, 3)) console.log('   ', w);
  }
}
console.log(`${stories.length} stories, ${failed} with problems (globals=${globals})`);
await browser.close();
server.close();
