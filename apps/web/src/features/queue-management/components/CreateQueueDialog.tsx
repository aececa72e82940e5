import type { OpenQueueLimit } from '@vez/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { applyServerFieldErrors } from '../../../components/form/form-helpers';
import { Alert } from '../../../components/ui/Alert';
import { ApiError } from '../../../lib/api/errors';
import { useCreateQueue } from '../api/mutations';
import type { ManagedQueue } from '../api/queue-management-api';
import { openQueueLimitState } from '../open-queue-limit';
import { PLANS_PATH } from '../paths';
import { PlanLimitNotice } from './PlanLimitNotice';
import { QueueFormDialog } from './QueueFormDialog';
import { QueueSettingsForm } from './QueueSettingsForm';
import { QUEUE_FORM_DEFAULTS, QUEUE_FORM_FIELDS, queueFormErrorMessage } from './queue-form-values';

/** The plan refuses one more open queue (403): the way out is a bigger plan. */
function isPlanLimit(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && /plano/i.test(error.message);
}

interface CreateQueueDialogProps {
  open: boolean;
  onClose: () => void;
  /** Gerenciar Filas' list (undefined while it loads) and the plan's limit it came with. */
  queues?: readonly ManagedQueue[];
  limit?: OpenQueueLimit | null;
}

/** A queue scheduled for later, when the plan leaves no room to open one now (decision 058). */
// No time chosen for the person: a queue they did not time would open at midnight.
const SCHEDULED = { ...QUEUE_FORM_DEFAULTS, abrir_agora: 'false' as const, horario_abertura: '' };

export function CreateQueueDialog({ open, onClose, queues, limit = null }: CreateQueueDialogProps) {
  const formId = useId();
  const mutation = useCreateQueue();
  // A new key mounts a fresh form: after a success every field is back to its default.
  const [formKey, setFormKey] = useState(0);
  // The limit is said before the fields; when it is full the form offers a scheduled queue.
  const state = queues ? openQueueLimitState(queues, limit) : null;
  const full = state?.full ?? false;

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
      {state && <PlanLimitNotice limit={state} />}
      <QueueSettingsForm
        key={`${formKey}-${full}`}
        id={formId}
        initial={full ? SCHEDULED : QUEUE_FORM_DEFAULTS}
        openNowUnavailable={
          full ? 'O limite de filas abertas está cheio: a fila será programada.' : undefined
        }
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
