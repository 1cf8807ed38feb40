import { forwardRef, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import {
  canShareText,
  copyText,
  shareText,
  type CopyEnvironment,
  type CopyStatus,
  type ShareEnvironment,
  type ShareOutcome,
} from '../clipboard';
import { useControllableState } from '../hooks';
import { Actions, Feedback, ManualText, Root, ShareText, Title } from './ShareBox.styles';
import type { PrimitiveProps } from '../primitive';

interface ShareBoxOwnProps {
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
  /** Label of the share button, shown where the Web Share API can share text. @default 'Share' */
  shareLabel?: string;
  /** Called after each share attempt with how it ended (for tracking). @default undefined */
  onShare?: (outcome: ShareOutcome) => void;
  /** `navigator.share`/`canShare` to use; stories and tests inject them. @default the page's */
  shareEnvironment?: ShareEnvironment;
}

/** ShareBox's own props, the attributes of its root `<section>` and a `ref` to it. */
export type ShareBoxProps = PrimitiveProps<'section', ShareBoxOwnProps>;

/**
 * The share block after a win: the result text and a Copy button. The copy falls back from the
 * Clipboard API to `execCommand`, and finally to a selected read-only text area for a manual copy,
 * so it works over plain HTTP and inside in-app browsers. Where the Web Share API can share text
 * (phones, most in-app browsers), a Share button opens the system share sheet first; closing the
 * sheet is not an error, and a refused share falls back to the copy chain. `data-state` is
 * `idle`, `copied` or `manual`.
 */
export const ShareBox = forwardRef<HTMLElement, ShareBoxProps>(function ShareBox(
  {
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
    shareLabel = 'Share',
    onShare,
    shareEnvironment,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  const [copied, setCopied] = useControllableState({
    prop: copiedProp,
    defaultProp: defaultCopied,
    onChange: onCopiedChange,
    caller: 'ShareBox',
  });
  const [manual, setManual] = useState(false);
  // Decided once: whether this browser has a share sheet does not change while the box is shown.
  const [canShare] = useState(() => canShareText(text, shareEnvironment));
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

  async function handleShare() {
    const outcome = await shareText(text, shareEnvironment);
    onShare?.(outcome);
    if (outcome === 'failed') await handleCopy();
  }

  const state = copied ? 'copied' : manual ? 'manual' : 'idle';
  return (
    <Root
      {...rest}
      ref={ref}
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
      {canShare ? (
        <Actions>
          <Button variant="primary" onClick={handleShare}>
            {shareLabel}
          </Button>
          <Button variant="secondary" onClick={handleCopy} data-state={state}>
            {copyLabel}
          </Button>
        </Actions>
      ) : (
        <Button variant="primary" onClick={handleCopy} data-state={state}>
          {copyLabel}
        </Button>
      )}
      <Feedback role="status" aria-live="polite">
        {copied ? copiedText : manual ? manualCopyText : ''}
      </Feedback>
    </Root>
  );
});
