import {
  lazy,
  memo,
  Suspense,
  useEffect,
  type ComponentType,
  type NamedExoticComponent,
} from 'react';
import styled from 'styled-components';

/** A part of the page whose code loads apart from the page's, see `deferredPart`. */
export interface DeferredPart extends NamedExoticComponent {
  /** Loads the part's code; once done, the part renders at once (the server awaits it). */
  preload(): Promise<unknown>;
  /** Loads and hydrates the part as a visitor's reach would (the page changed what it shows). */
  reach(): void;
}

export interface DeferredPartOptions {
  /** True when the part is needed at once, reached for or not (a link that opens its dialog). */
  now?: () => boolean;
}

/** What tells that the visitor reaches for a part: a pointer over it, a touch, focus in it. */
const REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Its children lay out as the parent's own: the wrapper only marks where the part is. */
const PartRoot = styled.div`
  display: contents;
`;

/**
 * A part of a page the server paints (the header's menus) whose code the browser loads only when
 * the visitor reaches for it, not with the page's. Hydration leaves the server's markup of the
 * part in place (a Suspense boundary waiting on the part's code); a pointer over it, a touch or
 * focus in it loads the code, and React then hydrates the part over the same elements (focus
 * stays where it is). A press that comes first is held and made again once the part is
 * hydrated, so it is never lost.
 *
 * Where React has to render the page around the part afresh before it is reached (a context above
 * it changed), it shows a copy of the server's markup meanwhile, and the part, once loaded,
 * replaces it (focus follows, to the same button). Where nothing was painted (a render from
 * scratch: a story, a test, a page the server did not paint), the code loads at once. A load that
 * fails waits for the next reach and tries again; the server's markup stays meanwhile.
 *
 * `name` marks the part's element (`data-part`); it must be unique on the page. The server
 * renders the part itself: it awaits `preload()` before rendering (entry-server.tsx).
 */
export function deferredPart(
  name: string,
  load: () => Promise<ComponentType>,
  options: DeferredPartOptions = {},
): DeferredPart {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((component) => (loaded = component));
  let reached = false;
  const waiting = new Set<() => void>();
  const reach = () => {
    reached = true;
    for (const resolve of [...waiting]) resolve();
    waiting.clear();
  };
  const nextReach = () =>
    reached ? Promise.resolve() : new Promise<void>((resolve) => waiting.add(resolve));

  const selector = `[data-part="${name}"]`;
  /** The part's buttons as the page shows them now (the painted ones, a copy, or the part's). */
  const buttons = () => [...(document.querySelector(selector)?.querySelectorAll('button') ?? [])];
  /** The server's markup of the part, kept when hydration began; undefined where none was. */
  let painted: string | undefined;
  /** The buttons (by place) pressed before the part was hydrated, pressed again once it is. */
  const held: number[] = [];
  /** The button (by place) that had focus when the code arrived. */
  let focused = -1;
  let hydrated = false;

  // The visitor's reach, watched from the start (the module's first run, before hydration, when
  // the page's loader makes the presses it held) until the part is hydrated. On the document and
  // in the capture phase: React stops the events aimed at a part it has not hydrated at the
  // page's root, before they would reach the part's element.
  const reachIn = (event: Event) => {
    if ((event.target as Element | null)?.closest?.(selector)) reach();
  };
  const hold = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button?.closest(selector)) return;
    // Nothing handles it yet: it is pressed again once the part is hydrated.
    event.stopPropagation();
    const place = buttons().indexOf(button);
    if (!held.includes(place)) held.push(place);
    reach();
  };
  const watch = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    for (const type of REACH_EVENTS)
      document[method](type, reachIn, { capture: true, passive: true });
    document[method]('click', hold, true);
  };
  if (typeof document !== 'undefined') watch(true);

  const Lazy = lazy(async () => {
    const element = document.querySelector(selector);
    if (element?.hasChildNodes()) painted = element.innerHTML;
    for (let failed = false; ; failed = true) {
      if (painted !== undefined && (failed || !options.now?.())) await nextReach();
      try {
        await preload();
        focused = buttons().indexOf(document.activeElement as HTMLButtonElement);
        return { default: Ready };
      } catch (error) {
        if (painted === undefined) throw error;
        // Offline or a new deployment: the server's markup stays, the next reach tries again.
        reached = false;
      }
    }
  });

  /** The part itself, once its code is here: focus and the presses held meanwhile follow it. */
  function Ready() {
    useEffect(() => {
      if (hydrated) return;
      hydrated = true;
      watch(false);
      const now = buttons();
      // Hydrated, the focused button is the same element; after a copy, it is the same place.
      if (!now.includes(document.activeElement as HTMLButtonElement)) now[focused]?.focus();
      for (const place of held.splice(0)) now[place]?.click();
    }, []);
    const Component = loaded as ComponentType;
    return <Component />;
  }

  /**
   * Shown only where React renders the part afresh rather than hydrating it: the server's
   * markup, as it was, until the part is reached; with none, the code loads now.
   */
  function Meanwhile() {
    useEffect(() => {
      if (painted === undefined) reach();
    }, []);
    return painted === undefined ? null : (
      <PartRoot dangerouslySetInnerHTML={{ __html: painted }} />
    );
  }

  // Memoised: a render of the page around it leaves a part not yet hydrated as it is.
  const Part = memo(function Part() {
    return (
      <PartRoot data-part={name}>
        <Suspense fallback={<Meanwhile />}>{loaded ? <Ready /> : <Lazy />}</Suspense>
      </PartRoot>
    );
  });
  return Object.assign(Part, { preload, reach });
}
