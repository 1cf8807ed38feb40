import { forwardRef, useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { composeHandlers, useComposedRefs, type PrimitiveProps } from '../primitive';
import { Header, Surface, Title, type DialogSize } from './Dialog.styles';

interface DialogOwnProps {
  /** Whether the dialog is shown (modal). @default false */
  open?: boolean;
  /** Asked for by the close button and Escape; the host sets `open` to false. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** The close button's label, e.g. 'Close'. */
  closeLabel: string;
  /** Its width: `md` 440 px, `lg` 600 px (two columns), both at most the screen's. @default 'md' */
  size?: DialogSize;
  /** The body, under the heading; rendered only while the dialog is open. @default undefined */
  children?: ReactNode;
}

/** Dialog's own props, the attributes of its root `<dialog>` and a `ref` to it. */
export type DialogProps = PrimitiveProps<'dialog', DialogOwnProps>;

/**
 * A modal `<dialog>` with a heading and a close button over its body. The browser keeps focus
 * inside and makes the page behind inert; focus goes back to the element that had it when the
 * dialog opened. Escape and the close button ask the host to close (`onClose`); the host owns
 * `open`. `data-state` is `open` or `closed`.
 */
export const Dialog = forwardRef<HTMLDialogElement, DialogProps>(function Dialog(
  { open = false, onClose, title, closeLabel, size = 'md', children, onKeyDown, ...rest },
  ref,
) {
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const setRef = useComposedRefs(dialogRef, ref);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = dialog.ownerDocument.activeElement as HTMLElement | null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // showModal() focuses the first control; a browser without it gets the same.
    if (!dialog.contains(dialog.ownerDocument.activeElement))
      dialog.querySelector<HTMLElement>('button, input, select, textarea, a[href]')?.focus();
    // Escape fires `cancel`: the host decides (it closes by setting `open` to false).
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Escape closes through the host, also where the browser has no modal dialog; the browser's
    // own `cancel` (for example a phone's back gesture) does too (above). Only this dialog: one
    // opened from another closes alone.
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  return (
    <Surface
      {...rest}
      ref={setRef}
      $size={size}
      aria-labelledby={titleId}
      data-state={open ? 'open' : 'closed'}
      onKeyDown={composeHandlers(onKeyDown, closeOnEscape)}
    >
      {open ? (
        <>
          <Header>
            <Title id={titleId}>{title}</Title>
            <Button variant="secondary" onClick={onClose}>
              {closeLabel}
            </Button>
          </Header>
          {children}
        </>
      ) : null}
    </Surface>
  );
});
