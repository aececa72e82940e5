import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';

interface QueueFormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** 'Criar Fila' or 'Atualizar Fila': the button that submits the form `formId`. */
  submitLabel: string;
  formId: string;
  /** The request the form sends: while it runs the dialog stays; closing forgets its error. */
  request: { isPending: boolean; reset: () => void };
  children: ReactNode;
}

/** The frame shared by 'Criar Fila' and 'Editar Fila': Cancelar and the submit button under the form. */
export function QueueFormDialog({
  open,
  onClose,
  title,
  description,
  submitLabel,
  formId,
  request,
  children,
}: QueueFormDialogProps) {
  const close = () => {
    // Leaving while the request runs would still change the queue: the dialog waits for the answer.
    if (request.isPending) return;
    request.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} loading={request.isPending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
