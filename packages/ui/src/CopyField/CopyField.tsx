import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import { copyText, type CopyEnvironment, type CopyStatus } from '../clipboard';
import { useControllableState } from '../hooks';
import { Tooltip } from '../Tooltip';
import { VisuallyHidden } from '../VisuallyHidden';
import { Input, Label, ManualHint, Root, Row } from './CopyField.styles';
import type { PrimitiveProps } from '../primitive';

interface CopyFieldOwnProps {
  /** The text to copy, e.g. the Crono game's share URL. */
  value: string;
  /** Visible label of the field, e.g. 'Share the link with your friends to challenge them'. */
  label: string;
  /** Label of the copy button. @default 'Copy' */
  copyLabel?: string;
  /** Shown in a bubble (and announced) after a copy. @default 'Copied!' */
  copiedText?: string;
  /** How long the copied feedback stays, in ms (SPEC §9: about 3 s). @default 3000 */
  copiedDurationMs?: number;
  /** Shown when the browser refused every copy method. @default 'Select the link and copy it.' */
  manualCopyText?: string;
  /** Controlled copied state. @default undefined */
  copied?: boolean;
  /** Copied state when uncontrolled. @default false */
  defaultCopied?: boolean;
  /** Called when the copied state changes (true after a copy, false when it expires). @default undefined */
  onCopiedChange?: (copied: boolean) => void;
  /** Called after each copy attempt with what worked (for tracking). @default undefined */
  onCopy?: (status: CopyStatus) => void;
  /** Clipboard and document to use; tests and embeds may inject them. @default the page's */
  clipboardEnvironment?: CopyEnvironment;
}

/** CopyField's own props, the attributes of its root `<div>` and a `ref` to it. */
export type CopyFieldProps = PrimitiveProps<'div', CopyFieldOwnProps>;

/**
 * A read-only, labelled URL with a Copy button. After a copy a 'Copied!' bubble shows for
 * `copiedDurationMs` and a polite status announces it; if no copy method works, the URL is
 * selected for a manual copy. `data-state` is `idle`, `copied` or `manual`.
 */
export const CopyField = forwardRef<HTMLDivElement, CopyFieldProps>(function CopyField(
  {
    value,
    label,
    copyLabel = 'Copy',
    copiedText = 'Copied!',
    copiedDurationMs = 3000,
    manualCopyText = 'Select the link and copy it.',
    copied: copiedProp,
    defaultCopied = false,
    onCopiedChange,
    onCopy,
    clipboardEnvironment,
    ...rest
  },
  ref,
) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [manual, setManual] = useState(false);
  const [copied, setCopied] = useControllableState({
    prop: copiedProp,
    defaultProp: defaultCopied,
    onChange: onCopiedChange,
    caller: 'CopyField',
  });

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedDurationMs);
    return () => clearTimeout(timer);
  }, [copied, copiedDurationMs, setCopied]);

  async function handleCopy() {
    const status = await copyText(value, clipboardEnvironment);
    onCopy?.(status);
    if (status === 'manual') {
      setManual(true);
      inputRef.current?.focus();
      inputRef.current?.select();
    } else {
      setManual(false);
      setCopied(true);
    }
  }

  const state = copied ? 'copied' : manual ? 'manual' : 'idle';
  return (
    <Root {...rest} ref={ref} data-state={state}>
      <Label htmlFor={inputId}>{label}</Label>
      <Row>
        <Input
          ref={inputRef}
          id={inputId}
          type="url"
          readOnly
          value={value}
          aria-describedby={manual ? hintId : undefined}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Tooltip
          // Empty while idle, so the button is not described as "Copied!" before any copy.
          content={copied ? copiedText : ''}
          placement="top"
          open={copied}
          onOpenChange={(open) => {
            // Hover and focus must not show 'Copied!'; only Escape may hide it early.
            if (!open) setCopied(false);
          }}
        >
          <Button variant="secondary" onClick={handleCopy} data-state={state}>
            {copyLabel}
          </Button>
        </Tooltip>
      </Row>
      {manual && !copied && <ManualHint id={hintId}>{manualCopyText}</ManualHint>}
      <VisuallyHidden role="status" aria-live="polite">
        {copied ? copiedText : ''}
      </VisuallyHidden>
    </Root>
  );
});
