import { useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/Button';
import { lazyDialog } from '../../../components/ui/lazy-dialog';
import { useGuestRules } from '../api/guest-api';
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
}: GuestJoinOfferProps) {
  const rules = useGuestRules(queueId);
  const [open, setOpen] = useState(false);
  if (!rules.data?.open || !rules.data.allowed) return null;
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
          phoneRequired: rules.data.phoneRequired,
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
