import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type StatsSuccessBody } from '@guessdle/api';
import { createOutbox, OUTBOX_KEY, watchOutbox } from './outbox';
import { createMemoryStorage } from '../storage/storage';

const body: StatsSuccessBody = {
  clientId: '11111111-1111-4111-8111-111111111111',
  date: '2025-06-01',
  answer: '/model/ann',
  tries: 2,
};
const win = { kind: 'success', mode: 'classic', body } as const;
const offline = () => new ApiError({ status: 0, code: 'network-error', message: 'offline' });

/** A server whose answers the test decides: `online` true answers, false fails as offline. */
function fakeServer() {
  const server = {
    online: true,
    refuse: false,
    posts: [] as StatsSuccessBody[],
    api: {
      postSuccess: vi.fn(async (_mode: string, posted: StatsSuccessBody) => {
        if (!server.online) throw offline();
        if (server.refuse) {
          throw new ApiError({ status: 400, code: 'invalid-date', message: 'not today' });
        }
        server.posts.push(posted);
        return { date: posted.date, numberOfSuccesses: server.posts.length };
      }),
      submitCronoScore: vi.fn(async () => {
        throw offline();
      }),
    },
  };
  return server;
}

describe('given the outbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends a result at once and keeps nothing once the server answered', async () => {
    const server = fakeServer();
    const storage = createMemoryStorage();
    const outbox = createOutbox({ api: server.api, storage });
    await expect(outbox.send(win)).resolves.toEqual({ date: body.date, numberOfSuccesses: 1 });
    expect(outbox.waiting()).toEqual([]);
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('keeps a result it could not send, and sends it at the next flush (a later load)', async () => {
    const server = fakeServer();
    const storage = createMemoryStorage();
    server.online = false;
    await expect(createOutbox({ api: server.api, storage }).send(win)).rejects.toThrow('offline');
    expect(JSON.parse(storage.getItem(OUTBOX_KEY) ?? '[]')).toHaveLength(1);

    server.online = true;
    // Another widget on the same storage, as after a reload.
    const later = createOutbox({ api: server.api, storage });
    await later.flush();
    expect(server.posts).toEqual([body]);
    expect(later.waiting()).toEqual([]);
  });

  it('drops a result the server refuses (it would never be taken)', async () => {
    const server = fakeServer();
    server.refuse = true;
    const outbox = createOutbox({ api: server.api, storage: createMemoryStorage() });
    await expect(outbox.send(win)).rejects.toThrow('not today');
    expect(outbox.waiting()).toEqual([]);
  });

  it('never sends one result twice at once (a flush while it is on its way)', async () => {
    const server = fakeServer();
    const outbox = createOutbox({ api: server.api, storage: createMemoryStorage() });
    const sent = outbox.send(win);
    await outbox.flush();
    await sent;
    expect(server.api.postSuccess).toHaveBeenCalledTimes(1);
  });

  it('reads a corrupt stored outbox as empty, and works on', async () => {
    const server = fakeServer();
    const storage = createMemoryStorage({ [OUTBOX_KEY]: '{not json' });
    const outbox = createOutbox({ api: server.api, storage });
    expect(outbox.waiting()).toEqual([]);
    await outbox.send(win);
    expect(server.posts).toHaveLength(1);
  });

  it('sends what waits when the connection comes back and when the page gets focus', async () => {
    const server = fakeServer();
    const storage = createMemoryStorage();
    const outbox = createOutbox({ api: server.api, storage });
    server.online = false;
    await outbox.send(win).catch(() => undefined);
    const stop = watchOutbox(outbox);
    await vi.waitFor(() => expect(server.api.postSuccess).toHaveBeenCalledTimes(2));
    expect(outbox.waiting()).toHaveLength(1);

    server.online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(outbox.waiting()).toEqual([]));
    expect(server.posts).toEqual([body]);

    server.online = false;
    await outbox.send(win).catch(() => undefined);
    server.online = true;
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(outbox.waiting()).toEqual([]));
    expect(server.posts).toHaveLength(2);
    stop();
  });
});
