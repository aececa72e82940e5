import { useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/Button';
import { lazyDialog } from '../../../components/ui/lazy-dialog';
import { type GuestRules, useGuestRules } from '../api/guest-api';
import type { GuestJoinDialogProps } from './GuestJoinDialog';

// The form (and the form library with it) loads when a finger or the focus reaches the button, or on the tap.
const guestDialog = lazyDialog<GuestJoinDialogProps>({
  load: () => import('./GuestJoinDialog').then((m) => m.GuestJoinDialog),
  isOpen: (props) => props.open,
  unavailable: 'Não foi possível abrir o formulário de entrada. Verifique sua conexão e tente de novo.',
});

interface GuestJoinOfferProps {
  queueId: number;
  queueName: string;
  establishment: string;
  /** 'Entrar sem cadastro' beside the account's way in; 'Entrar na fila de novo' on an ended ticket. */
  label?: string;
  variant?: ButtonVariant;
  /**
   * The queue's guest rules when the page already read them (an establishment's page lists its queues
   * with them): then the offer reads nothing of its own.
   */
  rules?: GuestRules;
}

/**
 * 'Entrar sem cadastro' (decision 068) and its form, for a queue open now that takes people without an
 * account; nothing at all for a queue that asks for an account (or while that is not known yet).
 */
export function GuestJoinOffer({
  queueId,
  queueName,
  establishment,
  label = 'Entrar sem cadastro',
  variant = 'secondary',
  rules: known,
}: GuestJoinOfferProps) {
  const read = useGuestRules(queueId, !known);
  const rules = known ?? read.data;
  const [open, setOpen] = useState(false);
  // An open form stays open if the queue closes meanwhile (a page that reads its queues again): what was
  // typed is kept, and the server's refusal says why.
  if (!open && (!rules?.open || !rules.allowed)) return null;
  return (
    <>
      <Button
        fullWidth
        variant={variant}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerDown={guestDialog.preload}
        onPointerEnter={guestDialog.preload}
        onFocus={guestDialog.preload}
      >
        {label}
      </Button>
      <guestDialog.LazyDialog
        open={open}
        queue={{
          id: queueId,
          nome: queueName,
          estabelecimento: establishment,
          phoneRequired: rules?.phoneRequired ?? true,
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
