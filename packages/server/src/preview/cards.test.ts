import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clock, tempDir, testApp } from '../testing/fixtures';

/**
 * The work a card asks of the server is bounded: drawn once per mode, day and language (kept on
 * disk, so a restart or another process on the folder does not draw it again), impossible days
 * refused, and draws limited per client address.
 */
const dirs = tempDir();
const previewDir = path.join(dirs.dir, 'previews');
const time = clock('2026-03-10T12:00:00Z');
const config = { launchDate: '2026-02-01', previewDir };
afterAll(() => dirs.cleanup());

describe('given link-preview cards', () => {
  it('answers 404 for a day that does not exist or is outside the archive', async () => {
    const t = await testApp({ config, now: time.now });
    try {
      for (const day of ['2026-02-30', '2026-02-29', '2026-13-01', '2026-03-11', '2026-01-31']) {
        const res = await t.app.inject({ url: `/preview/classic/${day}/en.png` });
        expect(res.statusCode, day).toBe(404);
      }
    } finally {
      await t.close();
    }
  });

  it('draws each card once, kept on disk for the next process', async () => {
    const first = await testApp({ config, now: time.now });
    const url = '/preview/image-guess/2026-03-01/fr.png';
    let etag: string;
    try {
      const res = await first.app.inject({ url });
      expect(res.statusCode).toBe(200);
      etag = res.headers.etag as string;
    } finally {
      await first.close();
    }
    const files = readdirSync(previewDir);
    expect(files).toHaveLength(1);
    const drawnAt = statSync(path.join(previewDir, files[0]!)).mtimeMs;
    const second = await testApp({ config, now: time.now });
    try {
      const res = await second.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(etag);
      expect(readdirSync(previewDir)).toEqual(files);
      expect(statSync(path.join(previewDir, files[0]!)).mtimeMs).toBe(drawnAt);
    } finally {
      await second.close();
    }
  });

  it('limits the cards one address has drawn, not the ones already drawn', async () => {
    const t = await testApp({
      config: { ...config, previewDir: path.join(dirs.dir, 'other') },
      now: time.now,
    });
    try {
      const statuses: number[] = [];
      for (let day = 1; day <= 12; day += 1) {
        const date = `2026-02-${String(day).padStart(2, '0')}`;
        const res = await t.app.inject({
          url: `/preview/classic/${date}/en.png`,
          remoteAddress: '192.0.2.1',
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses.slice(10)).toEqual([429, 429]);
      // Drawn already: any address gets it; a new one from another address is drawn.
      const again = await t.app.inject({
        url: '/preview/classic/2026-02-01/en.png',
        remoteAddress: '192.0.2.1',
      });
      expect(again.statusCode).toBe(200);
      const other = await t.app.inject({
        url: '/preview/classic/2026-02-12/en.png',
        remoteAddress: '192.0.2.2',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
