import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { copyText, type CopyEnvironment, type CopyStatus } from '../clipboard';
import { useControllableState } from '../hooks';
import { Feedback, ManualText, Root, ShareText, Title } from './ShareBox.styles';

export interface ShareBoxProps {
  /** Heading, e.g. 'You solved the puzzle in 4 guesses! Share your results with your friends!' */
  title: ReactNode;
  /** The result summary to share, shown preformatted and copied as is. */
  text: string;
  /** Label of the copy button. @default 'Copy' */
  copyLabel?: string;
  /** Shown (and announced) after a successful copy. @default 'Result copied to clipboard!' */
  copiedText?: string;
  /** Shown when the browser refused every copy method. @default 'Select the text and copy it.' */
  manualCopyText?: string;
  /** Accessible name of the selectable text area shown in that case. @default 'Result' */
  manualCopyLabel?: string;
  /** Controlled copied state. @default undefined */
  copied?: boolean;
  /** Copied state when uncontrolled. @default false */
  defaultCopied?: boolean;
  /** Called when the copied state changes. @default undefined */
  onCopiedChange?: (copied: boolean) => void;
  /** Called after each copy attempt with what worked (for tracking). @default undefined */
  onCopy?: (status: CopyStatus) => void;
  /** Width in px when a number (SPEC §9: 400). @default 400 */
  width?: number | string;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Clipboard and document to use; tests and embeds may inject them. @default the page's */
  clipboardEnvironment?: CopyEnvironment;
}

/**
 * The share block after a win: the result text and a Copy button. The copy falls back from the
 * Clipboard API to `execCommand`, and finally to a selected read-only text area for a manual copy,
 * so it works over plain HTTP and inside in-app browsers. `data-state` is `idle`, `copied` or
 * `manual`.
 */
export function ShareBox({
  title,
  text,
  copyLabel = 'Copy',
  copiedText = 'Result copied to clipboard!',
  manualCopyText = 'Select the text and copy it.',
  manualCopyLabel = 'Result',
  copied: copiedProp,
  defaultCopied = false,
  onCopiedChange,
  onCopy,
  width = 400,
  headingLevel = 2,
  clipboardEnvironment,
}: ShareBoxProps) {
  const titleId = useId();
  const [copied, setCopied] = useControllableState({
    prop: copiedProp,
    defaultProp: defaultCopied,
    onChange: onCopiedChange,
    caller: 'ShareBox',
  });
  const [manual, setManual] = useState(false);
  const manualRef = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    if (manual) manualRef.current?.select();
  }, [manual]);

  async function handleCopy() {
    const status = await copyText(text, clipboardEnvironment);
    onCopy?.(status);
    if (status === 'manual') {
      setManual(true);
      manualRef.current?.select();
    } else {
      setManual(false);
      setCopied(true);
    }
  }

  const state = copied ? 'copied' : manual ? 'manual' : 'idle';
  return (
    <Root
      aria-labelledby={titleId}
      data-state={state}
      $width={typeof width === 'number' ? `${width}px` : width}
    >
      <Title as={`h${headingLevel}`} id={titleId}>
        {title}
      </Title>
      {manual && !copied ? (
        <ManualText
          ref={manualRef}
          readOnly
          value={text}
          aria-label={manualCopyLabel}
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : (
        <ShareText>{text}</ShareText>
      )}
      <Button variant="primary" onClick={handleCopy} data-state={state}>
        {copyLabel}
      </Button>
      <Feedback role="status" aria-live="polite">
        {copied ? copiedText : manual ? manualCopyText : ''}
      </Feedback>
    </Root>
  );
}
