import { useId, useState } from 'react';
import { Link } from 'react-router';
import { applyServerFieldErrors } from '../../../components/form/form-helpers';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { ApiError } from '../../../lib/api/errors';
import { useCreateQueue } from '../api/mutations';
import { PLANS_PATH } from '../paths';
import { CREATE_QUEUE_FIELDS, CreateQueueForm } from './CreateQueueForm';

/** SPEC §8: 'Erro ao criar fila: {server message or Erro desconhecido}'. */
function createErrorMessage(error: unknown): string {
  const detail =
    error instanceof ApiError && (error.hasServerMessage || error.kind !== 'server')
      ? error.message
      : 'Erro desconhecido';
  return `Erro ao criar fila: ${detail}`;
}

/** The plan refuses one more open queue (403): the way out is a bigger plan. */
function isPlanLimit(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && /plano/i.test(error.message);
}

interface CreateQueueDialogProps {
  open: boolean;
  onClose: () => void;
}

export function CreateQueueDialog({ open, onClose }: CreateQueueDialogProps) {
  const formId = useId();
  const mutation = useCreateQueue();
  // A new key mounts a fresh form: after a success every field is back to its default (SPEC §4).
  const [formKey, setFormKey] = useState(0);

  const close = () => {
    // Leaving while the request runs would still create the queue: the dialog waits for the answer.
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Criar Fila"
      description="Defina como a fila funciona. Você pode pausar ou encerrar quando quiser."
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} loading={mutation.isPending}>
            Criar Fila
          </Button>
        </>
      }
    >
      {mutation.isError && (
        <Alert tone="error">
          {createErrorMessage(mutation.error)}
          {isPlanLimit(mutation.error) && (
            <>
              {' '}
              <Link to={PLANS_PATH}>Ver planos</Link>
            </>
          )}
        </Alert>
      )}
      <CreateQueueForm
        key={formKey}
        id={formId}
        onSubmit={(values, setError) =>
          mutation.mutate(values, {
            onSuccess: () => {
              setFormKey((key) => key + 1);
              mutation.reset();
              onClose();
            },
            onError: (error) => applyServerFieldErrors(error, setError, CREATE_QUEUE_FIELDS),
          })
        }
      />
    </Dialog>
  );
}
