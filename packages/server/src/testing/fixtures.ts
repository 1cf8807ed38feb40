import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Channel, Performer } from '@guessdle/data';
import { createApp } from '../app';
import { testConfig, type ServerConfig } from '../config';
import type { Dataset } from '../dataset';
import { openDatabase, type DatabaseHandle } from '../db';

/** A fictional performer for tests; rank decides the classic pools. */
export function performer(rank: number): Performer {
  return {
    name: `Test Performer ${rank}`,
    videoCount: 100,
    visits: 1000,
    rank,
    subscribers: 10,
    profileUrl: `/model/test-performer-${rank}`,
    profilePictureUrl: `/assets/performers/test-${rank}.svg`,
    relationshipStatus: null,
    interestedIn: null,
    gender: 'Female',
    birthPlace: 'Nowhere',
    birthYear: null,
    debutYear: null,
    heightCm: null,
    weightKg: null,
    ethnicity: 'Other',
    eyeColor: null,
    hairColor: ['Black'],
    fakeBoobs: null,
    tattoos: null,
    piercings: null,
    type: 'model',
  };
}

export function channel(i: number): Channel {
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Channel ${i}`,
    photo: `/assets/channels/${i}.svg`,
  };
}

export function dataset(performers = 120, channels = 12): Dataset {
  return {
    performers: Array.from({ length: performers }, (_, i) => performer(i + 1)),
    channels: Array.from({ length: channels }, (_, i) => channel(i + 1)),
  };
}

/** A settable clock, starting at `start` (ISO). */
export function clock(start: string) {
  let t = Date.parse(start);
  return {
    now: () => t,
    set: (iso: string) => {
      t = Date.parse(iso);
    },
    advanceDays: (days: number) => {
      t += days * 86_400_000;
    },
  };
}

export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'guessdle-test-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export const DEV_KEY_HEADERS = { 'x-api-key': 'guessdle-dev-key' } as const;

export interface TestApp {
  app: FastifyInstance;
  db: DatabaseHandle;
  config: ServerConfig;
  close: () => Promise<void>;
}

/** An app over a fresh in-memory SQLite DB (or the given one), silent, with a fixed secret. */
export async function testApp(
  options: {
    config?: Partial<ServerConfig>;
    db?: DatabaseHandle;
    dataset?: Dataset;
    now?: () => number;
    /** false: no answers before Fastify (see fast-answers.ts). */
    fastAnswers?: false;
    /** Runs before the app is ready (to add a hook, say). */
    setup?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const db = options.db ?? (await openDatabase({ sqliteFile: ':memory:' }));
  const config = testConfig({
    dailySecret: 'test-secret-0123456789',
    messagesDir: path.join(tmpdir(), `guessdle-no-messages-${randomUUID()}`),
    siteDir: path.join(tmpdir(), `guessdle-no-site-${randomUUID()}`),
    previewDir: path.join(tmpdir(), `guessdle-previews-${randomUUID()}`),
    ...options.config,
  });
  const app = await createApp(config, {
    db,
    dataset: options.dataset ?? dataset(),
    ...(options.now ? { now: options.now } : {}),
    logger: false,
    ...(options.fastAnswers === false ? { fastAnswers: false as const } : {}),
  });
  options.setup?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      if (!options.db) await db.close();
    },
  };
}
