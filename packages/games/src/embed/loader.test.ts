import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const SERVER = 'https://games.example';

/** The loader as a host page gets it: a fresh module, so install() runs on this document. */
async function loadLoader() {
  vi.resetModules();
  const loader = await import('./loader');
  loader.install();
  return loader;
}

function frameIn(element: Element): HTMLIFrameElement {
  const frame = element.querySelector('iframe');
  if (!frame) throw new Error('no iframe');
  return frame;
}

function post(
  frame: HTMLIFrameElement,
  data: unknown,
  origin = SERVER,
  source = frame.contentWindow,
) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

beforeEach(() => {
  // The access check: allowed, unless a test says otherwise.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ allowed: true }))),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  delete (window as { Guessdle?: unknown }).Guessdle;
});

describe('given a host element and Guessdle.mount', () => {
  it('renders the embed page of the mode with the options, sized by the frame’s messages', async () => {
    const { mount } = await loadLoader();
    const host = document.body.appendChild(document.createElement('div'));
    mount(host, {
      mode: 'classic',
      key: 'site-key-1',
      lang: 'fr',
      difficulty: 'easy',
      server: SERVER,
    });
    const frame = frameIn(host);
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe(`${SERVER}/embed/classic`);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      key: 'site-key-1',
      lang: 'fr',
      difficulty: 'easy',
      origin: window.location.origin,
    });
    const instance = src.searchParams.get('instance');
    expect(frame.title).toBe('Guessdle: classic');
    expect(frame.style.getPropertyPriority('height')).toBe('important');

    post(frame, { guessdle: instance, type: 'resize', height: 812.3 });
    expect(frame.style.height).toBe('813px');
    // Clamped, and only from its own frame, origin and instance.
    post(frame, { guessdle: instance, type: 'resize', height: 10 });
    expect(frame.style.height).toBe('120px');
    post(frame, { guessdle: instance, type: 'resize', height: 500 }, 'https://evil.example');
    post(frame, { guessdle: 'someone-else', type: 'resize', height: 500 });
    post(frame, { guessdle: instance, type: 'resize', height: 500 }, SERVER, window);
    expect(frame.style.height).toBe('120px');
  });

  it('turns the frame’s ready, win and error messages into DOM events on the element', async () => {
    const { mount } = await loadLoader();
    const host = document.body.appendChild(document.createElement('div'));
    const seen: [string, unknown][] = [];
    for (const type of ['guessdle:ready', 'guessdle:win', 'guessdle:error']) {
      document.addEventListener(type, (event) => seen.push([type, (event as CustomEvent).detail]));
    }
    mount(host, { mode: 'image-guess', key: 'site-key-1', server: SERVER });
    const frame = frameIn(host);
    const instance = new URL(frame.src).searchParams.get('instance');
    post(frame, { guessdle: instance, type: 'ready' });
    post(frame, { guessdle: instance, type: 'win', tries: 4 });
    post(frame, { guessdle: instance, type: 'error', message: 'down' });
    expect(seen).toEqual([
      ['guessdle:ready', { mode: 'image-guess' }],
      ['guessdle:win', { mode: 'image-guess', tries: 4 }],
      ['guessdle:error', { mode: 'image-guess', message: 'down' }],
    ]);
  });

  it('updates in place and goes away for good on destroy', async () => {
    const { mount } = await loadLoader();
    const host = document.body.appendChild(document.createElement('div'));
    const handle = mount(host, { mode: 'classic', key: 'site-key-1', server: SERVER });
    handle.update({ mode: 'crono', theme: 'light' });
    const frame = frameIn(host);
    const src = new URL(frame.src);
    expect(src.pathname).toBe('/embed/crono');
    expect(src.searchParams.get('theme')).toBe('light');
    expect(frame.title).toBe('Guessdle: crono');
    // The same options again neither reload the game nor ask the server again.
    const asked = vi.mocked(fetch).mock.calls.length;
    handle.update({ theme: 'light' });
    expect(frameIn(host)).toBe(frame);
    expect(frame.src).toBe(src.href);
    expect(vi.mocked(fetch).mock.calls.length).toBe(asked);
    handle.destroy();
    expect(host.querySelector('iframe')).toBeNull();
  });

  it('renders nothing and says why without a key, for an unknown mode, or for a refused site', async () => {
    const { mount } = await loadLoader();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = document.body.appendChild(document.createElement('div'));
    mount(host, { mode: 'classic', key: '', server: SERVER });
    mount(host, { mode: 'bingo' as never, key: 'site-key-1', server: SERVER });
    expect(host.querySelector('iframe')).toBeNull();
    expect(errors.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('no API key'),
      expect.stringContaining('unknown mode "bingo"'),
    ]);

    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ allowed: false, reason: 'unknown API key' })),
      ),
    );
    const refused = document.body.appendChild(document.createElement('div'));
    const failed = new Promise((resolve) => refused.addEventListener('guessdle:error', resolve));
    mount(refused, { mode: 'classic', key: 'copied-key', server: SERVER });
    await failed;
    expect(refused.querySelector('iframe')).toBeNull();
    expect(String(errors.mock.calls.at(-1)?.[0])).toContain('unknown API key');
    errors.mockRestore();
  });
});

describe('given markup the loader finds', () => {
  it('mounts data-guessdle elements, the custom element, and the calls queued before it arrived', async () => {
    document.body.innerHTML = `
      <div id="a" data-guessdle="classic" data-key="site-key-1" data-server="${SERVER}"></div>
      <guessdle-game id="b" mode="channel-guess" key="site-key-1" server="${SERVER}"></guessdle-game>
      <div id="c"></div>`;
    const queued: unknown[][] = [];
    const stub = Object.assign((...args: unknown[]) => queued.push(args), { q: queued });
    (window as { Guessdle?: unknown }).Guessdle = stub;
    stub('mount', document.getElementById('c'), {
      mode: 'crono',
      key: 'site-key-1',
      server: SERVER,
    });
    await loadLoader();
    const path = (id: string) => new URL(frameIn(document.getElementById(id)!).src).pathname;
    expect([path('a'), path('b'), path('c')]).toEqual([
      '/embed/classic',
      '/embed/channel-guess',
      '/embed/crono',
    ]);

    // Markup added later is mounted when it appears.
    const late = document.createElement('div');
    late.dataset.guessdle = 'image-guess';
    late.dataset.key = 'site-key-1';
    late.dataset.server = SERVER;
    document.body.append(late);
    await vi.waitFor(() => expect(late.querySelector('iframe')).not.toBeNull());
  });
});

describe('given data-render="inline"', () => {
  it('puts a shadow root in the element, with nothing in it when the module cannot load', async () => {
    const { mount } = await loadLoader();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.body.appendChild(document.createElement('div'));
    const events: Array<Record<string, unknown>> = [];
    host.addEventListener('guessdle:error', (event) =>
      events.push((event as CustomEvent<Record<string, unknown>>).detail),
    );
    // jsdom cannot import a module from a URL: the loader reports it as a host would see it.
    const handle = mount(host, { mode: 'crono', key: 'k', render: 'inline', server: SERVER });
    const box = host.querySelector('guessdle-inline');
    expect(box?.shadowRoot).not.toBeNull();
    expect(host.querySelector('iframe')).toBeNull();
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]?.message).toContain(`${SERVER}/embed-inline.js`);
    expect(errors.mock.calls.flat().join(' ')).toContain('Content-Security-Policy');
    // Back to an iframe on request: the inline box goes.
    handle.update({ render: 'iframe' });
    expect(host.querySelector('guessdle-inline')).toBeNull();
    expect(frameIn(host).src).toContain(`${SERVER}/embed/crono`);
    handle.destroy();
    expect(host.querySelector('iframe')).toBeNull();
  });

  it('says what is missing instead of loading anything', async () => {
    const { mount } = await loadLoader();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.body.appendChild(document.createElement('div'));
    mount(host, { mode: 'classic', render: 'inline', server: SERVER });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('no API key'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
