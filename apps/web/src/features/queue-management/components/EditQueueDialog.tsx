import type { CreateQueue } from '@vez/domain';
import { useId } from 'react';
import { applyServerFieldErrors } from '../../../components/form/form-helpers';
import { Alert } from '../../../components/ui/Alert';
import { useUpdateQueue } from '../api/mutations';
import type { ManagedQueue, QueueSettings } from '../api/queue-management-api';
import { QueueFormDialog } from './QueueFormDialog';
import { QueueSettingsForm } from './QueueSettingsForm';
import { QUEUE_FORM_FIELDS, queueFormErrorMessage, queueFormValuesOf } from './queue-form-values';

/** Only what the edit form shows is sent: the server keeps every other setting as it is. */
function settingsOf(values: CreateQueue): QueueSettings {
  return {
    // The form offered 'Abre às' (the queue was scheduled when it opened): the time goes with the rest.
    ...(values.abrir_agora ? {} : { horario_abertura: values.horario_abertura }),
    nome: values.nome,
    descricao: values.descricao,
    tipo_fila: values.tipo_fila,
    limitar_fila: values.limitar_fila,
    max_integrantes: values.max_integrantes,
    tempo_estimado: values.tempo_estimado,
    valor_avancos: values.valor_avancos,
    permitir_convidados: values.permitir_convidados,
    convidado_precisa_celular: values.convidado_precisa_celular,
  };
}

interface EditQueueDialogProps {
  open: boolean;
  onClose: () => void;
  queue: ManagedQueue;
}

/** 'Editar Fila' (the create form in its edit mode, 'Atualizar Fila'; decision 049), on the queue detail. */
export function EditQueueDialog({ open, onClose, queue }: EditQueueDialogProps) {
  const formId = useId();
  const mutation = useUpdateQueue(queue.id);

  return (
    <QueueFormDialog
      open={open}
      onClose={onClose}
      title="Editar Fila"
      description="Quem acompanha a fila vê as mudanças na hora. As chamadas automáticas ficam na engrenagem."
      submitLabel="Atualizar Fila"
      formId={formId}
      request={mutation}
    >
      {mutation.isError && <Alert tone="error">{queueFormErrorMessage('atualizar', mutation.error)}</Alert>}
      {/* Mounted only while open (Dialog renders its body then), so each opening starts from the queue. */}
      <QueueSettingsForm
        id={formId}
        mode="edit"
        initial={queueFormValuesOf(queue)}
        onSubmit={(values, setError) =>
          mutation.mutate(settingsOf(values), {
            onSuccess: () => {
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
