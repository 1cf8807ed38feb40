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

  describe('where the browser has paint timing entries', () => {
    /** A PerformanceObserver whose entries the test gives, one observer at a time. */
    function paintEntries() {
      let deliver: ((entries: object[]) => void) | undefined;
      let observed = '';
      class FakeObserver {
        static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
        constructor(private callback: (list: { getEntries(): object[] }) => void) {}
        observe(options: { type: string }) {
          observed = options.type;
          deliver = (entries) => this.callback({ getEntries: () => entries });
        }
        disconnect() {
          deliver = undefined;
        }
      }
      vi.stubGlobal('PerformanceObserver', FakeObserver);
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('{}')),
      );
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
      return {
        observed: () => observed,
        entries: (entries: object[]) => deliver?.(entries),
      };
    }

    it('starts the code once the first contentful paint is on screen, not after frames alone', async () => {
      const paint = paintEntries();
      startFirstPaint(window, CODE, run);
      expect(paint.observed()).toBe('paint');
      await vi.advanceTimersByTimeAsync(1000);
      expect(hints()).toEqual([]);
      paint.entries([{ name: 'first-paint' }]);
      await vi.advanceTimersByTimeAsync(10);
      expect(hints()).toEqual([]);
      paint.entries([{ name: 'first-contentful-paint' }]);
      await vi.advanceTimersByTimeAsync(10);
      expect(hints()).toEqual(['/assets/index-a.js', '/assets/shared-a.js']);
      expect(run).toHaveBeenCalledWith('/assets/index-a.js');
    });

    it('starts the code anyway 1.5 s on when no contentful paint is reported', async () => {
      paintEntries();
      startFirstPaint(window, CODE, run);
      await vi.advanceTimersByTimeAsync(1499);
      expect(hints()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(hints()).toContain('/assets/index-a.js');
      await vi.advanceTimersByTimeAsync(1);
      expect(run).toHaveBeenCalledTimes(1);
    });

    it('on a picture mode, starts once the picture is on screen, or soon after it loaded', async () => {
      document.body.innerHTML = '<div id="root"><img alt="" src="/p.webp" /></div>';
      const picture = document.querySelector('img')!;
      let paint = paintEntries();
      startFirstPaint(window, CODE, run);
      picture.dispatchEvent(new Event('load'));
      expect(paint.observed()).toBe('largest-contentful-paint');
      // A paint of something else is not the picture's.
      paint.entries([{ element: document.getElementById('root') }]);
      await vi.advanceTimersByTimeAsync(10);
      expect(hints()).toEqual([]);
      paint.entries([{ element: picture }]);
      await vi.advanceTimersByTimeAsync(10);
      expect(hints()).toContain('/assets/index-a.js');

      // A picture that never becomes the largest paint holds the code 300 ms after its load.
      document.head.innerHTML = '';
      document.body.innerHTML = '<div id="root"><img alt="" src="/p.webp" /></div>';
      paint = paintEntries();
      startFirstPaint(window, CODE, run);
      document.querySelector('img')!.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(299);
      expect(hints()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(hints()).toContain('/assets/index-a.js');
    });
  });
});
