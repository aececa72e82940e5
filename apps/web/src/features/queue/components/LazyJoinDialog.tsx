import { type ComponentType, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/ToastProvider';
import type { JoinDialogProps } from './JoinDialog';

// The join form (and the form library with it) is not needed to show the queue: it loads a few seconds
// after the page is up, as soon as a finger or the focus reaches the join buttons, or on the tap itself.
const loadJoinDialog = () => import('./JoinDialog');

export const preloadJoinDialog = () => void loadJoinDialog().catch(() => undefined);

export const JOIN_FORM_UNAVAILABLE =
  'Não foi possível abrir o formulário de entrada. Verifique sua conexão e tente de novo.';

type LoadedProps = JoinDialogProps & { onUnavailable: () => void };

/** A fresh lazy component: a download that failed is tried again on the next tap, not remembered. */
function newLoader() {
  return lazy(async (): Promise<{ default: ComponentType<LoadedProps> }> => {
    try {
      return { default: (await loadJoinDialog()).JoinDialog };
    } catch {
      return { default: Unavailable };
    }
  });
}

function Unavailable({ onUnavailable }: LoadedProps) {
  useEffect(() => onUnavailable(), [onUnavailable]);
  return null;
}

/**
 * The join dialog, loaded on demand: nothing is drawn (or downloaded) before its first opening, and it
 * stays mounted from then on, so closing it returns focus to the button that opened it. If its code
 * cannot be downloaded, the client is told so and the next opening tries again; the queue page stays.
 */
export function LazyJoinDialog(props: JoinDialogProps) {
  const open = props.mode !== null;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const [Loaded, setLoaded] = useState(newLoader);
  // After a failed download nothing is tried again until the client opens the dialog again.
  const [failed, setFailed] = useState(false);
  const toast = useToast();
  const close = useRef(props.onClose);
  close.current = props.onClose;
  useEffect(() => {
    if (open) setFailed(false);
  }, [open]);
  const onUnavailable = useCallback(() => {
    toast(JOIN_FORM_UNAVAILABLE, 'error');
    setFailed(true);
    setLoaded(newLoader);
    close.current();
  }, [toast]);
  if (!opened || failed) return null;
  return (
    <Suspense fallback={null}>
      <Loaded {...props} onUnavailable={onUnavailable} />
    </Suspense>
  );
}
