import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_KEY_HEADER,
  FIRST_PAINT_CODE_ID,
  FIRST_SCREEN_FETCHES,
  HYDRATING_EVENT,
  type FirstPaintCode,
} from '@guessdle/api';
import { readFirstPaintCode, startFirstPaint } from './loader';

const CODE: FirstPaintCode = {
  entry: '/assets/index-a.js',
  preload: ['/assets/shared-a.js'],
  fetch: ['/api/performers/?v=1'],
};

// The entry module is not loaded in these tests: the runner records what would run.
const run = vi.fn(async () => undefined);

beforeEach(() => {
  vi.useFakeTimers();
  run.mockClear();
  document.head.innerHTML = `<script type="application/json" id="${FIRST_PAINT_CODE_ID}">${JSON.stringify(CODE)}</script>`;
  document.body.innerHTML = '<div id="root"><button type="button">Pick</button></div>';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const hints = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  );

describe('the first-paint loader', () => {
  it('reads the data the server wrote, and none on a page without it', () => {
    expect(readFirstPaintCode(document)).toEqual(CODE);
    document.head.innerHTML = '';
    expect(readFirstPaintCode(document)).toBeNull();
  });

  it('starts the code after the next frame: hints, then the dataset with the page key', async () => {
    const fetch = vi.fn(async () => new Response('{"items":[]}'));
    vi.stubGlobal('fetch', fetch);
    (window as unknown as { __GUESSDLE__: object }).__GUESSDLE__ = { apiKey: 'k' };
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    startFirstPaint(window, CODE, run);
    expect(hints()).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(hints()).toEqual(['/assets/index-a.js', '/assets/shared-a.js']);
    expect(run).toHaveBeenCalledWith('/assets/index-a.js');
    expect(fetch).toHaveBeenCalledWith('/api/performers/?v=1', {
      headers: { [API_KEY_HEADER]: 'k' },
    });
    const fetches = (window as unknown as Record<string, Record<string, Promise<unknown>>>)[
      FIRST_SCREEN_FETCHES
    ];
    await expect(fetches?.['/api/performers/?v=1']).resolves.toEqual({ items: [] });
  });

  it('holds a press on a painted button, starts the code at once, and presses it again once hydrating', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    startFirstPaint(window, CODE, run);
    const button = document.querySelector('button')!;
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    button.click();
    expect(pressed).not.toHaveBeenCalled();
    expect(hints()).toContain('/assets/index-a.js');
    document.dispatchEvent(new Event(HYDRATING_EVENT));
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
