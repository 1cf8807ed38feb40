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

import { later, loadUntilLoaded, type Later } from '../later/later';
import { mountFrame } from './frame';
import {
  emitter,
  problemWith,
  warn,
  type EmbedHandle,
  type EmbedMode,
  type EmbedOptions,
} from './options';

export type { EmbedHandle, EmbedMode, EmbedOptions };

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

/** Renders one game into `element` (its content is replaced) and returns its controls. */
export function mount(element: Element, given: Partial<EmbedOptions>): EmbedHandle {
  mounted.get(element)?.destroy();
  let options = { ...given };
  let current =
    options.render === 'inline'
      ? mountInline(element, options)
      : mountFrame(element, options, defaultServer);
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
            : mountFrame(element, options, defaultServer);
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

/** The inline module of each server, loaded later (once per page; a failed load is forgotten). */
const inlineModules = new Map<string, Later<InlineModule>>();
function inlineModule(url: string): Later<InlineModule> {
  let part = inlineModules.get(url);
  if (!part) {
    part = later(() => import(/* @vite-ignore */ url) as Promise<InlineModule>);
    inlineModules.set(url, part);
  }
  return part;
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
    // Told once: the module is tried again whenever the connection comes back or the page gets
    // focus (`later/`), and the game mounts once it is here.
    let told = false;
    void loadUntilLoaded(inlineModule(url), (error) => {
      if (told) return;
      told = true;
      const message = `${url} did not load (${String(error)}): it is tried again when the connection comes back; if it never loads, allow it in the page's Content-Security-Policy.`;
      warn(message);
      emit('guessdle:error', { mode: options.mode, message });
    }).then((module) => {
      if (!destroyed) game = module.mountInline(root, withServer(), emit);
    });
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
