import { useToast } from '../../../components/toast/ToastProvider';
import { useSession } from '../../../lib/session/useSession';

/** "Your turn": the SPEC toast, and a buzz for a phone in a pocket. Returns the function that says it. */
export function useCalledNotice(): (name?: string | null) => void {
  const toast = useToast();
  const session = useSession('cliente');
  return (name) => {
    toast(`Cliente ${name ?? session?.name ?? ''} foi chamado!`);
    navigator.vibrate?.([200, 100, 200]);
  };
}
