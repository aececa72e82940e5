import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { CloseButton } from './CloseButton';
import styles from './Dialog.module.css';

interface DialogProps {
  open: boolean;
  /** Called for Escape and the close button. A click outside does not close: a typed form is never lost by a stray tap. */
  onClose: () => void;
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom (Cancelar / confirm). */
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
}

/**
 * A modal popup on the native `<dialog>`: the browser traps focus inside, makes the page behind inert
 * and closes on Escape. Focus goes back to whatever opened it, which the browser does not promise.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'medium',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  // Before the browser paints: the frame that drops the content also closes the box, never an empty
  // box shown for a frame (a plain effect may run after the paint, e.g. when a request's answer closes it).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // After the close, focus returns to the button that opened the dialog.
  useLayoutEffect(() => {
    if (open) return;
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className={styles.frame}>
          <header className={styles.header}>
            <div>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className={styles.description}>
                  {description}
                </p>
              )}
            </div>
            <CloseButton label="Fechar" onClick={onClose} />
          </header>
          <div className={styles.body}>{children}</div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
