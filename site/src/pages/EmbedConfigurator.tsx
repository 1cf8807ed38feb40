import { useRef, useState } from 'react';
import { Button, copyText } from '@guessdle/ui';
import { useSiteTranslation } from '../i18n/keys';
import { useSite } from '../site';
import { usePageTitle } from '../shell/usePageTitle';
import { addEmbedMessages, useEmbedTranslation } from './embedMessages';
import { ChoiceForm } from './embedConfigurator/ChoiceForm';
import { Preview } from './embedConfigurator/Preview';
import { embedSnippet, type EmbedChoice } from './embedConfigurator/snippet';
import { CopyRow, DocsLink, Page, Snippet } from './embedConfigurator/styles';

export { embedSnippet, type EmbedChoice };

/**
 * `/embed`: a site owner picks the game, its language, theme and rendering (a frame, or inline in
 * a shadow root), sees it live (the real loader, with this site's own key) and copies the
 * snippet for their page.
 */
export function EmbedConfigurator() {
  const site = useSite();
  const { i18n } = useSiteTranslation();
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

  return (
    <Page>
      <h1>{text('title')}</h1>
      <p>{text('intro')}</p>
      <ChoiceForm choice={choice} onChange={set} />

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
