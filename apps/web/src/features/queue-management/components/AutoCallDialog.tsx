import { useId } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { MutationFeedback } from '../../../components/ui/MutationFeedback';
import { useConfigureAutoCall } from '../api/mutations';
import type { ManagedQueue } from '../api/queue-management-api';
import { AutoCallForm } from './AutoCallForm';
import { AutoCallStatusPanel } from './AutoCallStatusPanel';

interface AutoCallDialogProps {
  open: boolean;
  onClose: () => void;
  queue: ManagedQueue;
}

/** 'Configurar Chamadas Automáticas', opened from the gear of the queue detail. */
export function AutoCallDialog({ open, onClose, queue }: AutoCallDialogProps) {
  const formId = useId();
  const configure = useConfigureAutoCall(queue.id);
  const close = () => {
    configure.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Configurar Chamadas Automáticas"
      description={queue.nome}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Fechar
          </Button>
          <Button type="submit" form={formId} loading={configure.isPending}>
            Salvar Configuração
          </Button>
        </>
      }
    >
      <MutationFeedback result={configure} errorFallback="Erro ao salvar a configuração" />
      {/* Mounted only while open (Dialog renders its body then), so each opening starts from the queue. */}
      <AutoCallForm
        id={formId}
        initial={{ ativar: queue.chamada_automatica, intervalo: queue.intervalo_chamada }}
        onSubmit={(config) => configure.mutate(config)}
      />
      <AutoCallStatusPanel queueId={queue.id} onCalled={onClose} />
    </Dialog>
  );
}
