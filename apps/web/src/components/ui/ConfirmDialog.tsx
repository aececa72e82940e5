import { useState } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  open: boolean;
  /** The question: 'Sair da fila?'. */
  title: string;
  /** What confirming costs, in a sentence. */
  message: string;
  /** A second paragraph, stressed, for what confirming costs beyond the usual (money kept, say). */
  detail?: string;
  /** The confirm button says what it does ('Sair da fila'), never just 'OK'. */
  confirmLabel: string;
  /** The confirmed action is running and the dialog waits for it (a new poster code, say). */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The app's own confirmation before something that cannot be undone, instead of the browser's
 * `window.confirm` (decision 047): it speaks Portuguese in the app's look, names its buttons by what they
 * do, and does not title itself with the site's address on a phone.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  detail,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      size="small"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
      {detail && (
        <p>
          <strong>{detail}</strong>
        </p>
      )}
    </Dialog>
  );
}

/**
 * The state of one confirmation: `ask(action)` opens it, and `action` runs only when confirmed. Spread
 * `props` into the ConfirmDialog.
 */
export function useConfirmation() {
  const [action, setAction] = useState<(() => void) | null>(null);
  return {
    ask: (then: () => void) => setAction(() => then),
    props: {
      open: action !== null,
      onCancel: () => setAction(null),
      onConfirm: () => {
        setAction(null);
        action?.();
      },
    },
  };
}
