import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  cronoCreateIdResponseSchema,
  cronoGameSchema,
  cronoGuessResponseSchema,
  type CronoGame,
} from '@guessdle/api';
import type { Dataset } from '../dataset';
import { DEV_KEY_HEADERS } from './fixtures';

/**
 * Writes one picture per performer of the dataset under `assetsDir`, each carrying its
 * performer's id inside the image (not in its name or URL), so a test can "look at" a round's
 * photo and recognise the performer the way a player would.
 */
export function writePerformerPictures(assetsDir: string, dataset: Dataset): void {
  for (const p of dataset.performers) {
    const file = path.join(assetsDir, p.profilePictureUrl.slice('/assets/'.length));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      `<svg xmlns="http://www.w3.org/2000/svg"><desc>${p.profileUrl}</desc></svg>`,
    );
  }
}

/** A tiny Crono client over `app.inject`, every answer checked against the contract. */
export function cronoClient(
  app: FastifyInstance,
  headers: Record<string, string> = DEV_KEY_HEADERS,
) {
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers,
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
    async start(gameId: string, userId: string): Promise<CronoGame> {
      const r = await call('POST', `/api/crono/${gameId}/start`, { userId });
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
    /** Loads a round's photo (no API key, as an <img> would) and recognises the performer. */
    async look(photoUrl: string): Promise<string> {
      const res = await app.inject({ url: photoUrl });
      if (res.statusCode !== 200) throw new Error(`photo ${res.statusCode} ${res.body}`);
      const id = /<desc>(.*)<\/desc>/.exec(res.body)?.[1];
      if (!id) throw new Error(`unrecognisable photo ${res.body}`);
      return id;
    },
  };
}
export type CronoClient = ReturnType<typeof cronoClient>;
