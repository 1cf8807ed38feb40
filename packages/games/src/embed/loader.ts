/**
 * The embed loader, served as `/embed.js` (a classic script, no React, no dependencies). It turns
 *
 *   <div data-guessdle="classic" data-key="…" data-lang="fr" data-theme="light"></div>
 *   <guessdle-game mode="image-guess" key="…"></guessdle-game>
 *
 * into games, each an iframe of the server's `/embed/{mode}` page that sizes itself to its content
 * or, with `data-render="inline"`, the game itself in a shadow root of the element (its own React
 * and styles, loaded from the server's `/embed-inline.js`: inline.tsx), and offers
 * `Guessdle.mount(element, options)` → `{ update(options), destroy() }`. Calls made
 * through the snippet's queue stub (`Guessdle('mount', element, options)`) before this script
 * arrives are replayed. The host element receives `guessdle:ready`, `guessdle:win` (detail: the
 * tries) and `guessdle:error` DOM events. `data-guessdle` elements added to the page later are
 * mounted when they appear.
 */

import { GAME_MODES, type GameMode } from '@guessdle/api/modes';
import { refusal } from './access';

export type EmbedMode = GameMode;

export interface EmbedOptions {
  mode: EmbedMode;
  /** The API key the server issued for this site (its allowed origins decide where it frames). */
  key: string;
  /** en, es, fr, pl, it or pt; the visitor's browser language when omitted. */
  lang?: string;
  /** dark, light or high-contrast. @default 'dark' */
  theme?: string;
  /** Classic only: easy, medium or hard. */
  difficulty?: string;
  /** Crono only: a game id; today's daily game when omitted. */
  game?: string;
  /** The address the share text links to. @default the main site's page of the mode */
  shareUrl?: string;
  /** The Guessdle server. @default the origin this script was loaded from */
  server?: string;
  /** 'iframe', or 'inline' for the game in a shadow root of the element. @default 'iframe' */
  render?: string;
}

export interface EmbedHandle {
  update(options: Partial<EmbedOptions>): void;
  destroy(): void;
}

/** What the frame posts to its host: `{ guessdle: instance, type, ... }`. */
interface FrameMessage {
  guessdle: string;
  type: 'resize' | 'ready' | 'win' | 'error';
  height?: number;
  tries?: number;
  score?: number;
  message?: string;
}

const MODES: readonly string[] = GAME_MODES;
const MIN_HEIGHT = 120;
const MAX_HEIGHT = 10_000;
const INITIAL_HEIGHT = 560;
/**
 * Only what a frame needs to look like part of the page, each `!important` so that the host's own
 * rules (`iframe { height: … !important }` is common) cannot squash or frame it.
 */
const FRAME_STYLE = [
  'display:block',
  'width:100%',
  'max-width:100%',
  'min-width:0',
  'border:0',
  'margin:0',
  'padding:0',
  'background:transparent',
  'overflow:hidden',
  'box-sizing:border-box',
  'color-scheme:normal',
  'filter:none',
  'transform:none',
  'opacity:1',
]
  .map((declaration) => `${declaration}!important`)
  .join(';');
const OPTION_NAMES = [
  'mode',
  'key',
  'lang',
  'theme',
  'difficulty',
  'game',
  'shareUrl',
  'server',
  'render',
];
/** The inline game's module on the server (a stable name; its chunks are hashed). */
const INLINE_MODULE = '/embed-inline.js';

type QueuedCall = [string, ...unknown[]];
interface GuessdleGlobal {
  (command: string, ...args: unknown[]): unknown;
  q?: QueuedCall[];
  mount?: (element: Element, options: EmbedOptions) => EmbedHandle;
  version?: string;
}

interface InlineModule {
  mountInline(
    root: ShadowRoot,
    options: EmbedOptions & { server: string },
    emit: (type: string, detail: unknown) => void,
  ): { update(options: EmbedOptions & { server: string }): void; destroy(): void };
}

const script = document.currentScript as HTMLScriptElement | null;
const defaultServer = script?.src ? new URL(script.src).origin : location.origin;
const mounted = new WeakMap<Element, EmbedHandle>();
let counter = 0;

function warn(message: string): void {
  console.error(`Guessdle: ${message}`);
}

/** An option's attribute: `shareUrl` is written `share-url`. */
function attributeName(option: string): string {
  return option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The options written on an element: `data-*` on a div, plain attributes on the custom element. */
function optionsOf(element: Element): Partial<EmbedOptions> {
  const read = (name: string) => {
    const attribute = attributeName(name);
    return (
      element.getAttribute(`data-${attribute}`) ?? element.getAttribute(attribute) ?? undefined
    );
  };
  const options: Record<string, string | undefined> = {};
  for (const name of OPTION_NAMES) options[name] = read(name);
  options.mode ??= element.getAttribute('data-guessdle') ?? undefined;
  return options as Partial<EmbedOptions>;
}

function frameUrl(options: EmbedOptions, instance: string): URL {
  const url = new URL(`/embed/${options.mode}`, options.server ?? defaultServer);
  const params: Record<string, string | undefined> = {
    key: options.key,
    lang: options.lang,
    theme: options.theme,
    difficulty: options.difficulty,
    game: options.game,
    share: options.shareUrl,
    instance,
    origin: location.origin,
  };
  for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
  return url;
}

/** Why these options cannot show a game (said in the console), or null when they can. */
function problemWith(options: Partial<EmbedOptions>): string | null {
  if (!options.key) {
    return 'no API key: add the key the Guessdle server issued for this site (data-key="…").';
  }
  if (!options.mode || !MODES.includes(options.mode)) {
    return `unknown mode "${options.mode}": use ${MODES.join(', ')}.`;
  }
  return null;
}

function emitter(element: Element) {
  return (type: string, detail: unknown) =>
    element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/** Renders one game into `element` (its content is replaced) and returns its controls. */
export function mount(element: Element, given: Partial<EmbedOptions>): EmbedHandle {
  mounted.get(element)?.destroy();
  let options = { ...given };
  let current =
    options.render === 'inline' ? mountInline(element, options) : mountFrame(element, options);
  const handle: EmbedHandle = {
    update(next) {
      const previous = options.render === 'inline';
      options = { ...options, ...next };
      // Another rendering is another game: the old one goes.
      if ((options.render === 'inline') !== previous) {
        current.destroy();
        current =
          options.render === 'inline'
            ? mountInline(element, options)
            : mountFrame(element, options);
      } else current.update(options);
    },
    destroy() {
      current.destroy();
      mounted.delete(element);
    },
  };
  mounted.set(element, handle);
  return handle;
}

/**
 * Inline: the game in a shadow root of a `<guessdle-inline>` element put in `element`. The module
 * (with its own React; inline.tsx) comes from the server and does the rest, the access check too.
 */
function mountInline(element: Element, given: Partial<EmbedOptions>): EmbedHandle {
  let options = { ...given } as EmbedOptions;
  const emit = emitter(element);
  // Shown as a block by its own `:host` rule (inline.tsx).
  const box = document.createElement('guessdle-inline');
  const root = box.attachShadow({ mode: 'open' });
  element.replaceChildren(box);
  let destroyed = false;
  let game: ReturnType<InlineModule['mountInline']> | undefined;
  const withServer = () => ({ ...options, server: options.server ?? defaultServer });
  const problem = problemWith(options);
  const url = withServer().server + INLINE_MODULE;
  if (problem) warn(problem);
  else {
    (import(/* @vite-ignore */ url) as Promise<InlineModule>).then(
      (module) => {
        if (!destroyed) game = module.mountInline(root, withServer(), emit);
      },
      (error: unknown) => {
        const message = `${url} did not load (${String(error)}): allow it in the page's Content-Security-Policy.`;
        warn(message);
        emit('guessdle:error', { mode: options.mode, message });
      },
    );
  }
  return {
    update(next) {
      options = { ...options, ...next };
      if (!problemWith(options)) game?.update(withServer());
    },
    destroy() {
      destroyed = true;
      game?.destroy();
      box.remove();
    },
  };
}

/** An iframe of the server's `/embed/{mode}` page, sized to its content by its messages. */
function mountFrame(element: Element, given: Partial<EmbedOptions>): EmbedHandle {
  let options = { ...given } as EmbedOptions;
  const instance = `gd${++counter}${Math.random().toString(36).slice(2, 8)}`;
  const frame = document.createElement('iframe');
  let allowedOrigin = '';
  let destroyed = false;
  const emit = emitter(element);

  const render = () => {
    const problem = problemWith(options);
    if (problem) {
      warn(problem);
      frame.remove();
      return;
    }
    const url = frameUrl(options, instance);
    frame.title = `Guessdle: ${options.mode}`;
    // The same options again (an attribute rewritten to its value) do not reload the game.
    if (frame.src === url.href) return;
    allowedOrigin = url.origin;
    frame.src = url.href;
    if (!frame.isConnected) element.replaceChildren(frame);
    // The frame is blocked by its frame-ancestors either way; this only explains why, once.
    void refusal(url.origin, options.key).then((refused) => {
      if (!refused || destroyed) return;
      frame.remove();
      warn(refused);
      emit('guessdle:error', { mode: options.mode, message: refused });
    });
  };

  const setHeight = (height: number) => {
    const clamped = Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(height)));
    frame.style.setProperty('height', `${clamped}px`, 'important');
  };

  const onMessage = (event: MessageEvent) => {
    const data = event.data as FrameMessage | null;
    if (event.origin !== allowedOrigin || event.source !== frame.contentWindow) return;
    if (!data || data.guessdle !== instance) return;
    if (data.type === 'resize' && typeof data.height === 'number') {
      setHeight(data.height);
    } else if (data.type === 'ready') emit('guessdle:ready', { mode: options.mode });
    else if (data.type === 'win') emit('guessdle:win', { mode: options.mode, tries: data.tries });
    else if (data.type === 'error')
      emit('guessdle:error', { mode: options.mode, message: data.message });
  };

  // Copy in the share box; the Web Share button shows only where the frame may use it.
  frame.setAttribute('allow', 'clipboard-write');
  frame.setAttribute('scrolling', 'no');
  frame.style.cssText = FRAME_STYLE;
  setHeight(INITIAL_HEIGHT);
  addEventListener('message', onMessage);
  render();

  return {
    update(next) {
      options = { ...options, ...next };
      render();
    },
    destroy() {
      destroyed = true;
      removeEventListener('message', onMessage);
      frame.remove();
    },
  };
}

/** `<guessdle-game mode="classic" key="…">`: mounts when connected, follows its attributes. */
function defineElement(): void {
  if (typeof customElements === 'undefined' || customElements.get('guessdle-game')) return;
  customElements.define(
    'guessdle-game',
    class extends HTMLElement {
      static observedAttributes = OPTION_NAMES.map(attributeName);
      private handle: EmbedHandle | undefined;
      connectedCallback() {
        if (!this.style.display) this.style.display = 'block';
        this.handle = mount(this, optionsOf(this));
      }
      disconnectedCallback() {
        this.handle?.destroy();
        this.handle = undefined;
      }
      attributeChangedCallback() {
        this.handle?.update(optionsOf(this));
      }
    },
  );
}

function mountAll(): void {
  for (const element of document.querySelectorAll('[data-guessdle]')) {
    if (!mounted.has(element)) mount(element, optionsOf(element));
  }
}

/** Sets up `window.Guessdle`, the custom element and the page scan (script.ts calls it). */
export function install(): void {
  const existing = (window as unknown as { Guessdle?: GuessdleGlobal }).Guessdle;
  const queued = existing?.q ?? [];
  const api = ((command: string, ...args: unknown[]) => {
    if (command === 'mount') return mount(args[0] as Element, args[1] as EmbedOptions);
    if (command === 'scan') return mountAll();
    warn(`unknown command "${command}"`);
    return undefined;
  }) as GuessdleGlobal;
  api.mount = mount;
  (window as unknown as { Guessdle: GuessdleGlobal }).Guessdle = api;
  defineElement();
  for (const [command, ...args] of queued) api(command, ...args);
  // Pages that add their markup later (single-page apps, consent banners) get their games too.
  const watch = () => {
    mountAll();
    new MutationObserver((records) => {
      if (records.some((record) => record.addedNodes.length > 0)) mountAll();
    }).observe(document.documentElement, { childList: true, subtree: true });
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', watch, { once: true });
  } else {
    watch();
  }
}
