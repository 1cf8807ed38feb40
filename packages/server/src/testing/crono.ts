import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  cronoCreateIdResponseSchema,
  cronoGameSchema,
  cronoGuessResponseSchema,
  type CronoGame,
} from '@guessdle/api';
import { roundAt } from '../crono/rules';
import { buildCronoPool } from '../crono/service';
import type { Dataset } from '../dataset';
import type { DatabaseHandle } from '../db';
import { createCronoStorage } from '../db/crono-storage';
import { DEV_KEY_HEADERS } from './fixtures';

/**
 * Writes one picture per performer of the dataset under `assetsDir`: a small SVG drawing of its
 * own (colours and shapes from its index), so the server has something to rasterise and vary.
 */
export function writePerformerPictures(assetsDir: string, dataset: Dataset): void {
  dataset.performers.forEach((p, i) => {
    const file = path.join(assetsDir, p.profilePictureUrl.slice('/assets/'.length));
    mkdirSync(path.dirname(file), { recursive: true });
    const hue = (i * 47) % 360;
    writeFileSync(
      file,
      `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">` +
        `<rect width="120" height="120" fill="hsl(${hue} 60% 80%)"/>` +
        `<circle cx="${30 + (i % 5) * 15}" cy="${40 + (i % 3) * 20}" r="${18 + (i % 4) * 6}" fill="hsl(${(hue + 180) % 360} 50% 30%)"/>` +
        `<rect x="${10 + (i % 7) * 8}" y="80" width="40" height="${10 + (i % 6) * 5}" fill="#222"/></svg>`,
    );
  });
}

/**
 * What a player recognises on a round's photo, for tests: the answer of the run that owns the
 * photo's round token, read from the database and the rules (the photo itself is a variant
 * that, by design, a script cannot match against the public pictures). `think` is called each
 * time, for the test to move its clock by a person's reaction time.
 */
export function roundOracle(db: DatabaseHandle, dataset: Dataset, think?: () => void) {
  const storage = createCronoStorage(db, Date.now);
  const pool = buildCronoPool(dataset);
  return async (photoUrl: string): Promise<string> => {
    const m = /^\/api\/crono\/([^/]+)\/rounds\/([^/]+)\/photo$/.exec(photoUrl);
    const run = m && (await storage.runByToken(m[1] ?? '', m[2] ?? ''));
    if (!run) throw new Error(`no run for ${photoUrl}`);
    const item = pool[roundAt(run.seed, run.round, pool.length).answer];
    if (!item) throw new Error(`no answer for ${photoUrl}`);
    // A person takes a moment to recognise the face (tests move their clock past the
    // reaction floor here, or picks do not score).
    think?.();
    return item.id;
  };
}
export type RoundOracle = ReturnType<typeof roundOracle>;

/** A tiny Crono client over `app.inject`, every answer checked against the contract. */
export function cronoClient(
  app: FastifyInstance,
  headers: Record<string, string> = DEV_KEY_HEADERS,
  oracle?: RoundOracle,
) {
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    remoteAddress?: string,
  ) => {
    const res = await app.inject({
      method,
      url,
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(method === 'POST' ? { payload: (payload ?? {}) as object } : {}),
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown>, res };
  };
  return {
    call,
    async createId(gameId: string): Promise<string> {
      const r = await call('POST', `/api/crono/${gameId}/create-id`);
      if (r.status !== 200) throw new Error(`create-id ${r.status} ${JSON.stringify(r.body)}`);
      return cronoCreateIdResponseSchema.parse(r.body).userId;
    },
    async get(gameId: string, userId: string): Promise<CronoGame> {
      const r = await call('GET', `/api/crono/${gameId}?userId=${userId}`);
      if (r.status !== 200) throw new Error(`get ${r.status} ${JSON.stringify(r.body)}`);
      return cronoGameSchema.parse(r.body);
    },
    /** Starts the run, from `remoteAddress` when given (runs listed per address are bounded). */
    async start(gameId: string, userId: string, remoteAddress?: string): Promise<CronoGame> {
      const r = await call('POST', `/api/crono/${gameId}/start`, { userId }, remoteAddress);
      if (r.status !== 200) throw new Error(`start ${r.status} ${JSON.stringify(r.body)}`);
      return cronoGameSchema.parse(r.body);
    },
    /** A guess; the answer (success or error) parsed with the contract's guess schema. */
    async guess(gameId: string, body: { userId: string; modelId: string; roundId: string }) {
      const r = await call('POST', `/api/crono/${gameId}/guess`, body);
      return { status: r.status, result: cronoGuessResponseSchema.parse(r.body) };
    },
    async submit(gameId: string, userId: string, username: string | null) {
      return call('POST', `/api/crono/${gameId}/submit-score`, { userId, username });
    },
    /**
     * Loads a round's photo (no API key, as an <img> would): it must be an image, and then the
     * oracle says whom a player would recognise on it.
     */
    async look(photoUrl: string): Promise<string> {
      const res = await app.inject({ url: photoUrl });
      if (res.statusCode !== 200) throw new Error(`photo ${res.statusCode} ${res.body}`);
      if (!String(res.headers['content-type']).startsWith('image/')) {
        throw new Error(`photo is ${String(res.headers['content-type'])}`);
      }
      if (!oracle) throw new Error('cronoClient needs an oracle to recognise photos');
      return oracle(photoUrl);
    },
  };
}
export type CronoClient = ReturnType<typeof cronoClient>;
