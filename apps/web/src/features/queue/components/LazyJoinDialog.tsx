import { lazyDialog } from '../../../components/ui/lazy-dialog';
import type { JoinDialogProps } from './JoinDialog';

export const JOIN_FORM_UNAVAILABLE =
  'Não foi possível abrir o formulário de entrada. Verifique sua conexão e tente de novo.';

// The join form (and the form library with it) is not needed to show the queue: it loads a few seconds
// after the page is up, as soon as a finger or the focus reaches the join buttons, or on the tap itself.
const joinDialog = lazyDialog<JoinDialogProps>({
  load: () => import('./JoinDialog').then((m) => m.JoinDialog),
  isOpen: (props) => props.mode !== null,
  unavailable: JOIN_FORM_UNAVAILABLE,
});

export const preloadJoinDialog = joinDialog.preload;

/**
 * The join dialog, loaded on demand (lazyDialog): if its code cannot be downloaded, the client is told so
 * and the next opening tries again; the queue page stays.
 */
export const LazyJoinDialog = joinDialog.LazyDialog;
