import { describe, expect, it, vi } from 'vitest';
import { createTracker } from './tracking';
import { createMemoryStorage } from '../storage/storage';
import { createFakeApi } from '../../testing/fakeApi';

describe('given an onEvent handler', () => {
  it('receives the event and the API is not called', () => {
    const { api, calls } = createFakeApi();
    const onEvent = vi.fn();
    const track = createTracker({ onEvent, api, storage: createMemoryStorage() });
    track('clue click', { clue: 'ranking' });
    expect(onEvent).toHaveBeenCalledWith({ eventName: 'clue click', attrs: { clue: 'ranking' } });
    expect(calls).toEqual([]);
  });

  it('swallows a handler that throws', () => {
    const { api } = createFakeApi();
    const track = createTracker({
      onEvent: () => {
        throw new Error('host bug');
      },
      api,
      storage: createMemoryStorage(),
    });
    expect(() => track('copy clicked')).not.toThrow();
  });
});

describe('given no onEvent handler', () => {
  it('falls back to api.track with stable device and session ids', () => {
    const { api, calls } = createFakeApi();
    const storage = createMemoryStorage();
    const session = createMemoryStorage();
    const track = createTracker({ api, storage, sessionStorage: session });
    track('copy clicked', { gamemode: 'classic' });
    track('clue click');
    const bodies = calls.map((c) => c.body as { extra: { device_id: string; session_id: string } });
    expect(bodies[0]?.extra.device_id).toBe(storage.getItem('deviceId'));
    expect(bodies[0]?.extra.session_id).toBe(session.getItem('sessionId'));
    expect(bodies[1]?.extra).toEqual(bodies[0]?.extra);
    expect(calls[0]?.body).toMatchObject({
      eventName: 'copy clicked',
      attrs: { gamemode: 'classic' },
    });
  });

  it('ignores a failing tracking call', async () => {
    const { api } = createFakeApi();
    api.track = () => Promise.reject(new Error('offline'));
    const track = createTracker({ api, storage: createMemoryStorage() });
    expect(() => track('clue click')).not.toThrow();
    await Promise.resolve();
  });
});
