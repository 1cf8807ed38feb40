import { describe, expect, it, vi } from 'vitest';
import type { StatsCounter, StatsSuccessBody } from '@guessdle/api';
import { createWinPost, successBody } from './winPost';

const DAY = '2025-06-01';
const facts = {
  clientId: '11111111-1111-4111-8111-111111111111',
  date: DAY,
  answer: '/model/ann',
  difficulty: undefined,
  tries: 3,
};
const body = successBody(facts);

function setup(post: (body: StatsSuccessBody) => Promise<StatsCounter>) {
  const counted = vi.fn();
  const failed = vi.fn();
  return { win: createWinPost({ post, counted, failed }), counted, failed };
}

const flush = () => new Promise((resolve) => setTimeout(resolve));

describe('the success body', () => {
  it('names the player, the day, the guess and the tries, and the difficulty only when there is one', () => {
    expect(body).toEqual({
      clientId: '11111111-1111-4111-8111-111111111111',
      date: DAY,
      answer: '/model/ann',
      tries: 3,
    });
    expect(successBody({ ...facts, difficulty: 'easy' })).toMatchObject({ mode: 'easy' });
  });
});

describe('the win post', () => {
  it('posts at once and hands on the count the server answered', async () => {
    const post = vi.fn(async () => ({ date: DAY, numberOfSuccesses: 4 }));
    const { win, counted } = setup(post);
    win.send(body, false);
    expect(post).toHaveBeenCalledWith(body);
    await flush();
    expect(counted).toHaveBeenCalledWith({ date: DAY, numberOfSuccesses: 4 }, DAY);
  });

  it('holds a win until the reveal ends, and posts it once', async () => {
    const post = vi.fn(async () => ({ date: DAY, numberOfSuccesses: 4 }));
    const { win, counted } = setup(post);
    win.send(body, true);
    expect(post).not.toHaveBeenCalled();
    win.revealDone();
    win.revealDone();
    await flush();
    expect(post).toHaveBeenCalledTimes(1);
    expect(counted).toHaveBeenCalledTimes(1);
  });

  it('posts a held win when flushed, without counting it', async () => {
    const post = vi.fn(async () => ({ date: DAY, numberOfSuccesses: 4 }));
    const { win, counted } = setup(post);
    win.send(body, true);
    win.flush();
    await flush();
    expect(post).toHaveBeenCalledTimes(1);
    expect(counted).not.toHaveBeenCalled();
  });

  it('reports a failed post (rejected or thrown), so the counter asks instead', async () => {
    const { win, failed, counted } = setup(() => Promise.reject(new Error('offline')));
    win.send(body, false);
    const thrown = setup(() => {
      throw new Error('broken');
    });
    thrown.win.send(body, false);
    await flush();
    expect(failed).toHaveBeenCalledTimes(1);
    expect(thrown.failed).toHaveBeenCalledTimes(1);
    expect(counted).not.toHaveBeenCalled();
  });
});
