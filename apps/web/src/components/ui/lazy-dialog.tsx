import { type ComponentType, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../toast/ToastProvider';

interface LazyDialogOptions<P> {
  /** The dialog's own chunk (a form, and the form library with it). */
  load: () => Promise<ComponentType<P>>;
  /** Whether these props ask for it open. */
  isOpen: (props: P) => boolean;
  /** Said (as an error toast) when its code cannot be downloaded. */
  unavailable: string;
}

/**
 * A dialog loaded on demand: nothing is drawn (or downloaded) before its first opening, and it stays
 * mounted from then on, so closing it returns focus to the button that opened it. If its code cannot be
 * downloaded, the person is told so, the dialog closes (`onClose`) and the next opening tries again; the
 * page stays. `preload` starts the download early (a finger or the focus reaching the button).
 */
export function lazyDialog<P extends { onClose: () => void }>({
  load,
  isOpen,
  unavailable,
}: LazyDialogOptions<P>) {
  type LoadedProps = P & { onUnavailable: () => void };

  function Unavailable({ onUnavailable }: LoadedProps) {
    useEffect(() => onUnavailable(), [onUnavailable]);
    return null;
  }

  /** A fresh lazy component: a download that failed is tried again on the next opening, not remembered. */
  function newLoader() {
    return lazy(async (): Promise<{ default: ComponentType<LoadedProps> }> => {
      try {
        return { default: (await load()) as ComponentType<LoadedProps> };
      } catch {
        return { default: Unavailable };
      }
    });
  }

  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    const [Loaded, setLoaded] = useState(newLoader);
    // After a failed download nothing is tried again until the dialog is opened again.
    const [failed, setFailed] = useState(false);
    const toast = useToast();
    const close = useRef(props.onClose);
    close.current = props.onClose;
    useEffect(() => {
      if (open) setFailed(false);
    }, [open]);
    const onUnavailable = useCallback(() => {
      toast(unavailable, 'error');
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

  return { LazyDialog, preload: () => void load().catch(() => undefined) };
}
