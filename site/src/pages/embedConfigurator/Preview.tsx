import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { later, PartFailed, useLater } from '@guessdle/games/internal';
import { themes } from '@guessdle/ui';
import { propertiesOf } from '../../shell/siteTheme';
import type { EmbedChoice } from './snippet';
import { PreviewBox } from './styles';

/** The loader's global once /embed.js has run (see packages/games/src/embed/loader.ts). */
interface EmbedHandle {
  update(options: Record<string, string | undefined>): void;
  destroy(): void;
}
interface GuessdleGlobal {
  mount(element: Element, options: Record<string, string | undefined>): EmbedHandle;
}
declare global {
  interface Window {
    Guessdle?: Partial<GuessdleGlobal>;
  }
}

/**
 * This server's /embed.js, loaded once, later (`later/`): the preview is exactly what a host
 * page gets. A failed load shows the part's retry above the preview, tried again when the
 * connection comes back.
 */
const embedLoader = later(
  () =>
    new Promise<GuessdleGlobal>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = '/embed.js';
      script.async = true;
      script.onload = () =>
        window.Guessdle?.mount
          ? resolve(window.Guessdle as GuessdleGlobal)
          : reject(new Error('/embed.js did not define Guessdle.mount'));
      script.onerror = () => {
        // The next try adds a script of its own.
        script.remove();
        reject(new Error('/embed.js did not load'));
      };
      document.head.append(script);
    }),
);

/** The live game: the real loader mounting the real embed page, updated on every change. */
export function Preview({ choice, apiKey }: { choice: EmbedChoice; apiKey: string }) {
  const loader = useLater(embedLoader);
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<EmbedHandle | null>(null);
  const options = useMemo(
    () => ({
      mode: choice.mode,
      key: apiKey,
      lang: choice.lang,
      theme: choice.theme,
      difficulty: choice.mode === 'classic' && choice.difficulty ? choice.difficulty : undefined,
      render: choice.render,
    }),
    [choice.mode, choice.lang, choice.theme, choice.difficulty, choice.render, apiKey],
  );

  // Mounted once the loader is here, then updated in place; destroyed with the page.
  const guessdle = loader.status === 'loaded' ? loader.module : null;
  useEffect(() => {
    if (!guessdle) return;
    if (handle.current) handle.current.update(options);
    else if (element.current) handle.current = guessdle.mount(element.current, options);
  }, [guessdle, options]);
  useEffect(
    () => () => {
      handle.current?.destroy();
      handle.current = null;
    },
    [],
  );

  // The site's own theme sets the `--gd-*` properties on <html>, and they inherit into the inline
  // game's shadow root: set the chosen theme's here, so the preview looks like the snippet does
  // on a page of its own.
  const properties = useMemo(
    () => propertiesOf(themes[choice.theme]) as CSSProperties,
    [choice.theme],
  );
  return (
    <>
      {loader.status === 'failed' ? <PartFailed onRetry={loader.retry} /> : null}
      <PreviewBox
        ref={element}
        data-testid="embed-preview"
        data-theme-preview={choice.theme}
        style={properties}
      />
    </>
  );
}
