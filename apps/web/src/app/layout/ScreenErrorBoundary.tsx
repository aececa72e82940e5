import { Component, type ReactNode } from 'react';
import { ErrorState } from '../../components/ui/PageStates';

/**
 * Names and messages browsers give a dynamic import that could not be fetched (Chromium, Firefox, Safari
 * and Vite's preload helper): the screen's code never arrived, which is the network's fault, not a bug.
 */
const CODE_NOT_LOADED =
  /dynamically imported module|error loading dynamically imported|importing a module script failed|unable to preload|failed to fetch/i;

export function isCodeNotLoaded(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CODE_NOT_LOADED.test(error.message);
}

export const CODE_NOT_LOADED_MESSAGE =
  'Não foi possível carregar esta página. Verifique sua conexão com a internet e tente novamente.';
export const SCREEN_FAILED_MESSAGE = 'Algo deu errado ao abrir esta página. Tente novamente.';

interface Props {
  children: ReactNode;
  /** What 'Tentar Novamente' does: a fresh load of the page (the default). */
  onRetry?: () => void;
  /** Retries by itself after this long too: for a screen nobody is there to tap (the TV panel). */
  retryAfterMs?: number;
}

interface State {
  error: unknown;
}

/**
 * Keeps a screen that fails (its code did not download on a weak connection, or it threw while drawing)
 * from blanking the whole app: the header and the menu stay, and the page says what happened. Retrying
 * loads the page afresh, because a failed `lazy` import stays failed for the life of the document, and
 * after a deploy the fresh page asks for the new build's files. AppShell keys it by the address, so
 * going to another page starts clean.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('erro desconhecido') };
  }

  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  private readonly retry = () => (this.props.onRetry ?? (() => window.location.reload()))();

  override componentDidCatch(error: unknown) {
    // The browser's console is where a developer looking at a report finds the cause.
    console.error('Falha ao abrir a tela:', error);
    const { retryAfterMs } = this.props;
    if (retryAfterMs !== undefined && this.retryTimer === undefined) {
      this.retryTimer = setTimeout(this.retry, retryAfterMs);
    }
  }

  override componentWillUnmount() {
    clearTimeout(this.retryTimer);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorState
        message={isCodeNotLoaded(error) ? CODE_NOT_LOADED_MESSAGE : SCREEN_FAILED_MESSAGE}
        onRetry={this.retry}
      />
    );
  }
}
