import {
  BROADCAST_DURATIONS,
  BROADCAST_MAX_LENGTH,
  broadcastInputSchema,
  type QueueBroadcast,
} from '@vez/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/api/errors';
import { QueueNotice } from '../../queue';
import { useClearBroadcast, useSendBroadcast } from '../api/mutations';
import styles from './BroadcastForm.module.css';
import section from './DetailSection.module.css';

interface BroadcastFormProps {
  queueId: number;
  aviso: QueueBroadcast;
  /** Only an open queue takes a notice (a closed one has nobody to tell). */
  closed: boolean;
}

/** 'Mostrar por': the notice's duration in minutes, '' for until removed. */
const DURATION_OPTIONS = BROADCAST_DURATIONS.map((minutes) => ({
  value: minutes === null ? '' : String(minutes),
  label: minutes === null ? 'Até remover' : minutes < 60 ? `${minutes} minutos` : `${minutes / 60} hora`,
}));

/**
 * 'Aviso para a fila' (decision 022): one short line ('Atraso de 15 min') that every client following
 * the queue sees at once, with the time it was sent, until it expires (the owner's 'Mostrar por'), is
 * cleared, or the queue closes.
 */
export function BroadcastForm({ queueId, aviso, closed }: BroadcastFormProps) {
  const [text, setText] = useState('');
  const [duration, setDuration] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const send = useSendBroadcast(queueId);
  const clear = useClearBroadcast(queueId);
  const length = Array.from(text.trim()).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clear.reset();
    const parsed = broadcastInputSchema.safeParse({ mensagem: text });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    send.mutate(
      { mensagem: parsed.data.mensagem, minutes: duration ? Number(duration) : null },
      { onSuccess: () => setText('') },
    );
  };

  const failure = send.error ?? clear.error;
  return (
    <section className={section.section} aria-labelledby="broadcast-title">
      <h2 id="broadcast-title" className={section.title}>
        Aviso para a fila
      </h2>
      <p className={section.note}>
        Todos que acompanham a fila veem o aviso na hora, com o horário do envio, até ele expirar ou ser
        removido.
      </p>
      {aviso ? (
        <div className={styles.current}>
          <QueueNotice aviso={aviso} />
          <Button
            variant="secondary"
            loading={clear.isPending}
            disabled={closed}
            onClick={() => {
              send.reset();
              clear.mutate();
            }}
          >
            Limpar aviso
          </Button>
        </div>
      ) : (
        <p className={section.note}>Nenhum aviso no momento.</p>
      )}
      {failure && (
        <Alert tone="error">
          {errorMessage(failure, 'Não foi possível atualizar o aviso. Tente novamente.')}
        </Alert>
      )}
      {send.isSuccess && !send.isPending && (
        <p className={section.done} role="status">
          Aviso enviado.
        </p>
      )}
      {clear.isSuccess && !clear.isPending && (
        <p className={section.done} role="status">
          Aviso removido.
        </p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Novo aviso"
          value={text}
          placeholder="Ex.: Atraso de 15 min"
          maxLength={BROADCAST_MAX_LENGTH * 2}
          error={fieldError}
          hint={`${length}/${BROADCAST_MAX_LENGTH} caracteres`}
          disabled={closed}
          onChange={(event) => setText(event.target.value)}
        />
        <SelectField
          className={styles.duration}
          label="Mostrar por"
          options={DURATION_OPTIONS}
          value={duration}
          disabled={closed}
          onChange={(event) => setDuration(event.target.value)}
        />
        <Button type="submit" loading={send.isPending} disabled={closed}>
          Enviar aviso
        </Button>
      </form>
    </section>
  );
}
