import { useId, useState } from 'react';
import { Link } from 'react-router';
import { applyServerFieldErrors } from '../../../components/form/form-helpers';
import { Alert } from '../../../components/ui/Alert';
import { ApiError } from '../../../lib/api/errors';
import { useCreateQueue } from '../api/mutations';
import { PLANS_PATH } from '../paths';
import { QueueFormDialog } from './QueueFormDialog';
import { QueueSettingsForm } from './QueueSettingsForm';
import { QUEUE_FORM_FIELDS, queueFormErrorMessage } from './queue-form-values';

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

  return (
    <QueueFormDialog
      open={open}
      onClose={onClose}
      title="Criar Fila"
      description="Defina como a fila funciona. Você pode pausar ou encerrar quando quiser."
      submitLabel="Criar Fila"
      formId={formId}
      request={mutation}
    >
      {mutation.isError && (
        <Alert tone="error">
          {queueFormErrorMessage('criar', mutation.error)}
          {isPlanLimit(mutation.error) && (
            <>
              {' '}
              <Link to={PLANS_PATH}>Ver planos</Link>
            </>
          )}
        </Alert>
      )}
      <QueueSettingsForm
        key={formKey}
        id={formId}
        onSubmit={(values, setError) =>
          mutation.mutate(values, {
            onSuccess: () => {
              setFormKey((key) => key + 1);
              mutation.reset();
              onClose();
            },
            onError: (error) => applyServerFieldErrors(error, setError, QUEUE_FORM_FIELDS),
          })
        }
      />
    </QueueFormDialog>
  );
}
