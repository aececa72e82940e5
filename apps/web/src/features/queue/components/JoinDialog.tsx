import { useMutation } from '@tanstack/react-query';
import { formatPhone, type JoinQueue, type JoinQueueInput } from '@vez/domain';
import { useEffect } from 'react';
import { applyServerFieldErrors, withMask } from '../../../components/form/form-helpers';
import { useForm } from '../../../components/form/use-form';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { MutationFeedback } from '../../../components/ui/MutationFeedback';
import { TextField } from '../../../components/ui/TextField';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import type { Session } from '../../../lib/session/session-store';
import { joinQueue } from '../api/queue-api';
import type { QueueEntry } from '../api/queue-types';
import { GroupMembersFields } from './GroupMembersFields';
import styles from './JoinDialog.module.css';

export type JoinMode = 'individual' | 'grupo';

export interface JoinDialogProps {
  queueId: number;
  queueName: string;
  mode: JoinMode | null;
  session: Session;
  onClose: () => void;
  onJoined: (message: string, entry: QueueEntry) => void;
}

const FIELDS = ['nome', 'telefone', 'email', 'groupMembers'];

export function JoinDialog({ queueId, queueName, mode, session, onClose, onJoined }: JoinDialogProps) {
  return (
    <Dialog
      open={mode !== null}
      onClose={onClose}
      title={mode === 'grupo' ? 'Entrar em grupo' : 'Entrar na fila'}
      description={queueName}
      size={mode === 'grupo' ? 'large' : 'medium'}
    >
      {mode && (
        <JoinForm
          key={mode}
          queueId={queueId}
          isGroup={mode === 'grupo'}
          session={session}
          onCancel={onClose}
          onJoined={onJoined}
        />
      )}
    </Dialog>
  );
}

interface JoinFormProps {
  queueId: number;
  isGroup: boolean;
  session: Session;
  onCancel: () => void;
  onJoined: JoinDialogProps['onJoined'];
}

// The queue page shows itself without zod; the checks load when this dialog opens.
const joinChecks = lazyZodResolver(() => import('../forms/join-queue-schema').then((m) => m.joinQueueSchema));

function JoinForm({ queueId, isGroup, session, onCancel, onJoined }: JoinFormProps) {
  useEffect(() => joinChecks.preload(), []);
  const form = useForm<JoinQueueInput, unknown, JoinQueue>({
    resolver: joinChecks.resolver,
    // Prefilled from the account: most people join as themselves.
    defaultValues: {
      nome: session.name,
      telefone: formatPhone(session.telefone ?? ''),
      email: session.email,
      isGroup,
      groupMembers: isGroup ? [{ nome: '', dataNascimento: '', cpf: '' }] : [],
    },
  });
  const { register, handleSubmit, formState, setError } = form;
  const errors = formState.errors;

  const mutation = useMutation({
    mutationFn: (payload: JoinQueue) => joinQueue(queueId, payload),
    onSuccess: (result) => onJoined(result.message, result.data),
    onError: (error) => applyServerFieldErrors(error, setError, FIELDS),
  });

  return (
    <form className={styles.form} onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
      <MutationFeedback result={mutation} errorFallback="Erro ao entrar na fila" />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{isGroup ? 'Líder do grupo' : 'Seus dados'}</legend>
        <div className={styles.grid}>
          <TextField
            className={styles.wide}
            label="Nome completo"
            autoComplete="name"
            error={errors.nome?.message}
            {...register('nome')}
          />
          <TextField
            label="Telefone"
            type="tel"
            inputMode="tel"
            placeholder="(00) 00000-0000"
            autoComplete="tel-national"
            error={errors.telefone?.message}
            {...withMask(register('telefone'), formatPhone)}
          />
          <TextField
            label="E-mail"
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
      </fieldset>
      {isGroup && <GroupMembersFields form={form} clientId={session.id} />}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" loading={formState.isSubmitting || mutation.isPending}>
          {isGroup ? 'Entrar com o grupo' : 'Entrar na fila'}
        </Button>
      </div>
    </form>
  );
}
