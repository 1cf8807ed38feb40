/*
 * The default way the loader shows a game: an iframe of the server's `/embed/{mode}` page, which
 * isolates the game and the host page from each other both ways. Only the frame's size and a few
 * events cross, by messages checked for their origin, source and instance.
 */

import { refusal } from './access';
import { emitter, problemWith, warn, type EmbedHandle, type EmbedOptions } from './options';

/** What the frame posts to its host: `{ guessdle: instance, type, ... }`. */
interface FrameMessage {
  guessdle: string;
  type: 'resize' | 'ready' | 'win' | 'error';
  height?: number;
  tries?: number;
  score?: number;
  message?: string;
}

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
let counter = 0;

/** The frame's page: the options as query parameters, with this instance's name and origin. */
function frameUrl(options: EmbedOptions, instance: string, defaultServer: string): URL {
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

/** An iframe of the server's `/embed/{mode}` page, sized to its content by its messages. */
export function mountFrame(
  element: Element,
  given: Partial<EmbedOptions>,
  defaultServer: string,
): EmbedHandle {
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
    const url = frameUrl(options, instance, defaultServer);
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
