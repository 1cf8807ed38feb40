import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { tempDir, testApp, type TestApp } from '../testing/fixtures';

// A tiny stand-in for `pnpm build:storybook`'s output: the manager page, the preview frame and
// one script in a sub-folder, each with a marker of its own.
const dirs = tempDir();
const storybookDir = path.join(dirs.dir, 'storybook-static');

beforeAll(() => {
  mkdirSync(path.join(storybookDir, 'sb-manager'), { recursive: true });
  writeFileSync(path.join(storybookDir, 'index.html'), '<!doctype html><p>storybook manager</p>');
  writeFileSync(path.join(storybookDir, 'iframe.html'), '<!doctype html><p>storybook preview</p>');
  writeFileSync(path.join(storybookDir, 'sb-manager', 'runtime.js'), 'window.manager = 1;');
});

afterAll(() => dirs.cleanup());

describe('given STORYBOOK_DIR unset (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('serves no Storybook', async () => {
    for (const url of [
      '/storybook/',
      '/storybook/iframe.html',
      '/storybook/sb-manager/runtime.js',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body, url).not.toMatch(/storybook manager|storybook preview|window\.manager/);
    }
    expect(t.config.storybookDir).toBeUndefined();
  });
});

describe('given STORYBOOK_DIR set to a built Storybook', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ config: { storybookDir } });
  });
  afterAll(() => t.close());

  it('serves its manager page at /storybook/, and redirects /storybook there', async () => {
    const res = await t.app.inject({ url: '/storybook/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('storybook manager');
    const bare = await t.app.inject({ url: '/storybook' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/storybook/');
  });

  it('serves its preview frame and scripts, framed by itself only, without the site’s CSP', async () => {
    const frame = await t.app.inject({ url: '/storybook/iframe.html' });
    expect(frame.body).toContain('storybook preview');
    expect(frame.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Storybook's pages run inline scripts, which the site's CSP forbids.
    expect(frame.headers['content-security-policy']).toBeUndefined();
    const script = await t.app.inject({ url: '/storybook/sb-manager/runtime.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves nothing outside its folder', async () => {
    const res = await t.app.inject({ url: '/storybook/..%2F..%2Fetc%2Fpasswd' });
    expect(res.statusCode).not.toBe(200);
    const missing = await t.app.inject({ url: '/storybook/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('leaves the site’s pages and the API as they were', async () => {
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});

describe('STORYBOOK_DIR in the configuration', () => {
  it('resolves from the repository root, and refuses a folder without a built Storybook', () => {
    expect(loadConfig({ STORYBOOK_DIR: storybookDir }, '/repo').storybookDir).toBe(storybookDir);
    expect(loadConfig({ STORYBOOK_DIR: '' }, '/repo').storybookDir).toBeUndefined();
    expect(() => loadConfig({ STORYBOOK_DIR: 'no-such-folder' }, dirs.dir)).toThrow(ConfigError);
    expect(() => loadConfig({ STORYBOOK_DIR: 'no-such-folder' }, dirs.dir)).toThrow(
      /STORYBOOK_DIR: no built Storybook .* run pnpm build:storybook/,
    );
  });
});
