import { guessArticle, type PointArticle, type ServicePoint, toPoint } from '@vez/domain';
import { type FormEvent, useId, useState } from 'react';
import form from '../../../components/form/forms.module.css';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { Dialog } from '../../../components/ui/Dialog';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/api/errors';
import { useCreateServicePoint, useUpdateServicePoint } from '../api/service-points-api';
import styles from './ServicePoints.module.css';

export interface QueueChoice {
  id: number;
  nome: string;
}

interface PointDialogProps {
  open: boolean;
  onClose: () => void;
  establishmentId: number;
  queues: QueueChoice[];
  /** The point being edited; absent for 'Novo ponto'. */
  point?: ServicePoint;
  onSaved: (message: string) => void;
}

/** 'Novo ponto' / 'Editar ponto': the name, how the client reads it, and the queues it serves. */
export function PointDialog(props: PointDialogProps) {
  // Mounted afresh each time it opens, so the form starts from the point (or empty).
  return props.open ? <PointForm {...props} /> : null;
}

function PointForm({ onClose, establishmentId, queues, point, onSaved }: PointDialogProps) {
  const create = useCreateServicePoint(establishmentId);
  const update = useUpdateServicePoint(establishmentId);
  const mutation = point ? update : create;
  const [name, setName] = useState(point?.nome ?? '');
  // Guessed from the name until the owner picks one of the two sentences.
  const [article, setArticle] = useState<PointArticle | null>(point?.artigo ?? null);
  const [served, setServed] = useState<Set<number>>(() => new Set(point?.filas ?? []));
  const articleName = useId();
  const shown = name.trim() || 'Cadeira 1';
  const chosen = article ?? guessArticle(shown);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { nome: name, artigo: chosen, filas: [...served] };
    const done = (result: { message?: string }) => {
      onSaved(result.message ?? 'Ponto salvo');
      onClose();
    };
    if (point) update.mutate({ pointId: point.id, input }, { onSuccess: done });
    else create.mutate(input, { onSuccess: done });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={point ? 'Editar ponto' : 'Novo ponto de atendimento'}
      description="Onde o cliente é atendido: uma cadeira, um consultório, um caixa."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={`${articleName}-form`} loading={mutation.isPending}>
            {point ? 'Salvar' : 'Criar ponto'}
          </Button>
        </>
      }
    >
      <form id={`${articleName}-form`} className={styles.form} onSubmit={submit} noValidate>
        {mutation.isError && (
          <Alert tone="error">{errorMessage(mutation.error, 'Não foi possível salvar o ponto.')}</Alert>
        )}
        <TextField
          label="Nome do ponto"
          placeholder="Cadeira 1"
          maxLength={40}
          autoComplete="off"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className={form.fieldset}>
          <legend className={styles.legend}>O cliente chamado lê</legend>
          <div className={form.radios}>
            {(['a', 'o'] as const).map((value) => (
              <label key={value} className={form.radio}>
                <input
                  type="radio"
                  name={articleName}
                  value={value}
                  checked={chosen === value}
                  onChange={() => setArticle(value)}
                />
                Dirija-se {toPoint({ nome: shown, artigo: value })}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={form.fieldset}>
          <legend className={styles.legend}>Filas que este ponto atende</legend>
          {queues.length === 0 ? (
            <p className={styles.muted}>Crie uma fila para escolher as que este ponto atende.</p>
          ) : (
            <div className={styles.queueChoices}>
              {queues.map((queue) => (
                <CheckboxField
                  key={queue.id}
                  label={queue.nome}
                  checked={served.has(queue.id)}
                  onChange={(event) => {
                    const next = new Set(served);
                    if (event.target.checked) next.add(queue.id);
                    else next.delete(queue.id);
                    setServed(next);
                  }}
                />
              ))}
            </div>
          )}
        </fieldset>
      </form>
    </Dialog>
  );
}
