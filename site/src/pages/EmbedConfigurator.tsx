import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { CARD_TEXTS, DIFFICULTY_TEXTS, useSiteTranslation } from '../i18n/keys';
import {
  DIFFICULTIES,
  GAME_MODES,
  LANGUAGES,
  type Difficulty,
  type GameMode,
  type Language,
} from '@guessdle/api';
import styled from 'styled-components';
import { Button, copyText, themes, type ThemeName } from '@guessdle/ui';
import { LANGUAGE_NAMES } from '../i18n/messages';
import { useSite } from '../site';
import { usePageTitle } from '../shell/usePageTitle';
import { propertiesOf } from '../shell/siteTheme';
import { addEmbedMessages, THEME_TEXTS, useEmbedTranslation } from './embedMessages';

const MODES = GAME_MODES;
type Mode = GameMode;
const THEME_NAMES = Object.keys(themes) as ThemeName[];
/** The difficulty a Classic game has without `data-difficulty`: the whole pool (SPEC §2). */
const DEFAULT_DIFFICULTY: Difficulty = 'hard';

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

let loader: Promise<GuessdleGlobal> | undefined;

/** Loads this server's /embed.js once: the preview is exactly what a host page gets. */
function loadLoader(): Promise<GuessdleGlobal> {
  loader ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/embed.js';
    script.async = true;
    script.onload = () =>
      window.Guessdle?.mount
        ? resolve(window.Guessdle as GuessdleGlobal)
        : reject(new Error('/embed.js did not define Guessdle.mount'));
    script.onerror = () => reject(new Error('/embed.js did not load'));
    document.head.append(script);
  });
  return loader;
}

export interface EmbedChoice {
  mode: Mode;
  /** '' is the game's default, Hard (every performer). */
  difficulty: Exclude<Difficulty, typeof DEFAULT_DIFFICULTY> | '';
  lang: Language;
  theme: ThemeName;
  render: 'iframe' | 'inline';
  key: string;
}

/** The snippet a site owner pastes: the element with its options, then the loader. */
export function embedSnippet(choice: EmbedChoice, server: string): string {
  const attributes = [
    `data-guessdle="${choice.mode}"`,
    `data-key="${escapeAttribute(choice.key || 'your-key')}"`,
    `data-lang="${choice.lang}"`,
    `data-theme="${choice.theme}"`,
    ...(choice.mode === 'classic' && choice.difficulty
      ? [`data-difficulty="${choice.difficulty}"`]
      : []),
    ...(choice.render === 'inline' ? ['data-render="inline"'] : []),
  ];
  return `<div ${attributes.join(' ')}></div>\n<script async src="${server}/embed.js"></script>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * `/embed`: a site owner picks the game, its language, theme and rendering (a frame, or inline in
 * a shadow root), sees it live (the real loader, with this site's own key) and copies the
 * snippet for their page.
 */
export function EmbedConfigurator() {
  const site = useSite();
  const { t, i18n } = useSiteTranslation();
  addEmbedMessages(i18n, site.language);
  const text = useEmbedTranslation();
  usePageTitle(text('title'));
  const [choice, setChoice] = useState<EmbedChoice>({
    mode: 'classic',
    difficulty: '',
    lang: site.language,
    theme: 'dark',
    render: 'iframe',
    key: '',
  });
  const set = <K extends keyof EmbedChoice>(name: K, value: EmbedChoice[K]) =>
    setChoice((current) => ({ ...current, [name]: value }));
  const snippet = embedSnippet(choice, window.location.origin);
  // What the last copy did, for the snippet it copied: a changed snippet shows nothing.
  const [copied, setCopied] = useState<{ snippet: string; manual: boolean } | null>(null);
  const copyState = copied?.snippet === snippet ? (copied.manual ? 'manual' : 'copied') : 'idle';
  const snippetRef = useRef<HTMLTextAreaElement>(null);

  const copy = async () => {
    const status = await copyText(snippet);
    if (status === 'manual') snippetRef.current?.select();
    setCopied({ snippet, manual: status === 'manual' });
  };

  const colours = themes[choice.theme].colors;
  const swatches = [
    colours.page.background,
    colours.container.background,
    colours.text.primary,
    colours.accent,
  ];

  return (
    <Page>
      <h1>{text('title')}</h1>
      <p>{text('intro')}</p>
      <Form onSubmit={(event) => event.preventDefault()}>
        <Field label={text('game')}>
          {(id) => (
            <select
              id={id}
              value={choice.mode}
              onChange={(e) => set('mode', e.target.value as Mode)}
            >
              {MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(CARD_TEXTS[mode].title)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {choice.mode === 'classic' ? (
          <Field label={text('difficulty')}>
            {(id) => (
              <select
                id={id}
                value={choice.difficulty}
                onChange={(e) => set('difficulty', e.target.value as EmbedChoice['difficulty'])}
              >
                {/* Hard is every performer, the game's default: it writes no attribute (one
                    entry, not a "no difficulty" entry beside an identical Hard). */}
                {DIFFICULTIES.map((level) => (
                  <option key={level} value={level === DEFAULT_DIFFICULTY ? '' : level}>
                    {`${t(DIFFICULTY_TEXTS[level].label)} · ${t(DIFFICULTY_TEXTS[level].description)}`}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <Field label={text('language')}>
          {(id) => (
            <select
              id={id}
              value={choice.lang}
              onChange={(e) => set('lang', e.target.value as Language)}
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={text('theme')}>
          {(id) => (
            <>
              <select
                id={id}
                value={choice.theme}
                onChange={(e) => set('theme', e.target.value as ThemeName)}
              >
                {THEME_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {text(THEME_TEXTS[name])}
                  </option>
                ))}
              </select>
              <Swatches aria-label={text('colours')}>
                {swatches.map((colour, index) => (
                  <li key={index} title={colour} style={{ background: colour }} />
                ))}
              </Swatches>
            </>
          )}
        </Field>
        <Field label={text('rendering')}>
          {(id) => (
            <select
              id={id}
              value={choice.render}
              onChange={(e) => set('render', e.target.value as EmbedChoice['render'])}
            >
              <option value="iframe">{text('renderings.iframe')}</option>
              <option value="inline">{text('renderings.inline')}</option>
            </select>
          )}
        </Field>
        <Field label={text('key')} help={text('keyHelp')}>
          {(id, helpId) => (
            <input
              id={id}
              aria-describedby={helpId}
              value={choice.key}
              placeholder="your-key"
              spellCheck={false}
              autoComplete="off"
              onChange={(e) => set('key', e.target.value.trim())}
            />
          )}
        </Field>
      </Form>

      <h2>{text('snippet')}</h2>
      <Snippet
        ref={snippetRef}
        readOnly
        aria-label={text('snippet')}
        value={snippet}
        rows={5}
        onFocus={(e) => e.currentTarget.select()}
      />
      <CopyRow>
        <Button onClick={copy}>{text('copy')}</Button>
        <span role="status">
          {copyState === 'copied'
            ? text('copied')
            : copyState === 'manual'
              ? text('copyManually')
              : ''}
        </span>
      </CopyRow>
      <p>
        <DocsLink href={site.config.embedDocsUrl}>{text('docs')}</DocsLink>
      </p>

      <h2>{text('preview')}</h2>
      <Preview choice={choice} apiKey={site.config.apiKey} />
    </Page>
  );
}

/** The live game: the real loader mounting the real embed page, updated on every change. */
function Preview({ choice, apiKey }: { choice: EmbedChoice; apiKey: string }) {
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

  // Mounted once the loader has arrived, then updated in place; destroyed with the page.
  useEffect(() => {
    if (handle.current) {
      handle.current.update(options);
      return;
    }
    let cancelled = false;
    loadLoader().then(
      (guessdle) => {
        if (cancelled || !element.current || handle.current) return;
        handle.current = guessdle.mount(element.current, options);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [options]);
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
    <PreviewBox
      ref={element}
      data-testid="embed-preview"
      data-theme-preview={choice.theme}
      style={properties}
    />
  );
}

function Field({
  label,
  help,
  children,
}: {
  label: string;
  help?: string;
  children: (id: string, helpId: string | undefined) => ReactNode;
}) {
  const id = useId();
  const helpId = help ? `${id}-help` : undefined;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {children(id, helpId)}
      {help ? <small id={helpId}>{help}</small> : null}
    </FieldBox>
  );
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing * 1.5}px;
  max-width: 720px;
  margin: 0 auto;

  h1,
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Form = styled.form`
  display: grid;
  /* A column never narrower than its longest option, nor wider than the page (375 px phones). */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => `${theme.spacing * 2}px ${theme.spacing * 3}px`};
`;

const FieldBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing / 2}px;
  align-content: start;
  /* A grid item's min-width is its content's: a long option would push the select past its
     column, under the next field. */
  min-width: 0;

  label {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  select,
  input {
    width: 100%;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing}px;
    border: 2px solid ${({ theme }) => theme.colors.container.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.container.background};
    color: ${({ theme }) => theme.colors.text.primary};
    font: inherit;
  }
  select:focus-visible,
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  small {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Swatches = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing / 2}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    width: 24px;
    height: 24px;
    border: 1px solid ${({ theme }) => theme.colors.container.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Snippet = styled.textarea`
  width: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.spacing}px;
  border: 2px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.container.background};
  color: ${({ theme }) => theme.colors.text.primary};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  resize: vertical;
`;

const DocsLink = styled.a`
  color: ${({ theme }) => theme.colors.text.link};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const CopyRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing}px;
`;

const PreviewBox = styled.div`
  min-height: 120px;
`;
