import { Component, type ReactNode } from 'react';
import { ErrorState } from '../../components/ui/PageStates';
import styles from './ScreenErrorBoundary.module.css';

/**
 * The messages browsers give a dynamic import that could not be fetched (Chromium and Firefox: "… dynamically
 * imported module …", Safari: "Importing a module script failed.") and Vite's preload helper's: the
 * screen's code never arrived, which is the network's fault, not a bug.
 */
const CODE_NOT_LOADED = /dynamically imported module|importing a module script failed|unable to preload/i;

export function isCodeNotLoaded(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CODE_NOT_LOADED.test(error.message);
}

export const CODE_NOT_LOADED_MESSAGE =
  'Não foi possível carregar esta página. Verifique sua conexão com a internet e tente novamente.';
export const SCREEN_FAILED_MESSAGE = 'Algo deu errado ao abrir esta página. Tente novamente.';

/** Whether this page's address answers now (a reload while offline would leave the app for an error page). */
async function pageAnswers(): Promise<boolean> {
  try {
    const response = await fetch(window.location.href, { cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

interface Props {
  children: ReactNode;
  /** What 'Tentar Novamente' does: a fresh load of the page (the default). */
  onRetry?: () => void;
  /**
   * For a screen nobody is there to tap (the TV panel): when its code did not download, check every this
   * many ms whether the page answers again, and retry then.
   */
  retryAfterMs?: number;
  /** How the automatic retry knows the network is back (tests pass their own). */
  networkIsBack?: () => Promise<boolean>;
  /** A screen outside the app shell: the notice gets a page (a `<main>`) of its own. */
  standalone?: boolean;
}

interface State {
  /** What went wrong: the screen's code did not download, or the screen itself failed. */
  failure: 'code' | 'screen' | null;
}

/**
 * Keeps a screen that fails (its code did not download on a weak connection, or it threw while drawing or
 * in an effect) from blanking the whole app: the header and the menu stay, and the page says what
 * happened. Retrying loads the page afresh, because a failed `lazy` import stays failed for the life of
 * the document, and after a deploy the fresh page asks for the new build's files. AppShell keys it by the
 * address, so going to another page starts clean.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failure: isCodeNotLoaded(error) ? 'code' : 'screen' };
  }

  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private unmounted = false;

  private readonly retry = () => (this.props.onRetry ?? (() => window.location.reload()))();

  override componentDidCatch(error: unknown) {
    // The browser's console is where a developer looking at a report finds the cause.
    console.error('Falha ao abrir a tela:', error);
    // A bug would fail again after every reload: only a download that failed is retried by itself.
    if (this.props.retryAfterMs !== undefined && isCodeNotLoaded(error)) this.retryWhenBack();
  }

  private retryWhenBack() {
    if (this.retryTimer !== undefined || this.unmounted) return;
    this.retryTimer = setTimeout(async () => {
      const back = await (this.props.networkIsBack ?? pageAnswers)();
      this.retryTimer = undefined;
      if (this.unmounted) return;
      if (back) this.retry();
      else this.retryWhenBack();
    }, this.props.retryAfterMs);
  }

  override componentWillUnmount() {
    this.unmounted = true;
    clearTimeout(this.retryTimer);
  }

  override render() {
    const { failure } = this.state;
    if (failure === null) return this.props.children;
    const notice = (
      <ErrorState
        message={failure === 'code' ? CODE_NOT_LOADED_MESSAGE : SCREEN_FAILED_MESSAGE}
        onRetry={this.retry}
      />
    );
    return this.props.standalone ? <main className={styles.standalone}>{notice}</main> : notice;
  }
}
