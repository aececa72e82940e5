import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatPhone,
  GUEST_NAME_MAX,
  MAX_GROUP_SIZE,
  type WalkIn,
  type WalkInInput,
  type WalkInResult,
  walkInSchema,
} from '@vez/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { applyServerFieldErrors, withMask } from '../../../components/form/form-helpers';
import { useForm } from '../../../components/form/use-form';
import { Button } from '../../../components/ui/Button';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { Dialog } from '../../../components/ui/Dialog';
import { LinkOriginNote } from '../../../components/ui/LinkOriginNote';
import { MutationFeedback } from '../../../components/ui/MutationFeedback';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { countOf, formatMinutes } from '../../../lib/format';
import { useNoticeChannels } from '../../../lib/notice-channels';
import { useAddWalkIn } from '../api/mutations';
import styles from './WalkInDialog.module.css';

const FIELDS = ['nome', 'telefone', 'tamanhoGrupo'];
const PARTY_OPTIONS = Array.from({ length: MAX_GROUP_SIZE }, (_, i) => {
  const size = i + 1;
  return { value: String(size), label: countOf(size, 'pessoa', 'pessoas') };
});
const EMPTY: WalkInInput = { nome: '', telefone: '', tamanhoGrupo: '1', enviarLink: false };

interface Added {
  message: string;
  result: WalkInResult;
  /** The phone the link was asked to go to, formatted; null when none. */
  sentTo: string | null;
}

interface WalkInDialogProps {
  open: boolean;
  onClose: () => void;
  queueId: number;
  queueName: string;
}

/**
 * 'Adicionar pessoa' (issue 36, decision 068): the counter puts in the line someone who came without an
 * account or a phone, marked BALCÃO. Then the screen shows the place and the ticket page's QR code, large
 * enough for the person to scan it from across the counter, and the link itself.
 */
export function WalkInDialog({ open, onClose, queueId, queueName }: WalkInDialogProps) {
  const formId = useId();
  const mutation = useAddWalkIn(queueId);
  const [added, setAdded] = useState<Added | null>(null);
  // A new key mounts a clean form: nobody's name stays typed for the next person.
  const [formKey, setFormKey] = useState(0);

  const again = () => {
    mutation.reset();
    setAdded(null);
    setFormKey((key) => key + 1);
  };
  const close = () => {
    // Leaving while the request runs would still add the person: the dialog waits for the answer.
    if (mutation.isPending) return;
    again();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={added ? 'Pessoa adicionada' : 'Adicionar pessoa'}
      description={queueName}
      footer={
        added ? (
          <>
            <Button variant="secondary" onClick={again}>
              Adicionar outra pessoa
            </Button>
            <Button onClick={close}>Concluir</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" form={formId} loading={mutation.isPending}>
              Adicionar à fila
            </Button>
          </>
        )
      }
    >
      {added ? (
        <WalkInTicket added={added} />
      ) : (
        <WalkInForm
          key={formKey}
          id={formId}
          mutation={mutation}
          onAdded={(message, result, sentTo) => setAdded({ message, result, sentTo })}
        />
      )}
    </Dialog>
  );
}

interface WalkInFormProps {
  id: string;
  mutation: ReturnType<typeof useAddWalkIn>;
  onAdded: (message: string, result: WalkInResult, sentTo: string | null) => void;
}

function WalkInForm({ id, mutation, onAdded }: WalkInFormProps) {
  const { register, handleSubmit, watch, setError, formState } = useForm<WalkInInput, unknown, WalkIn>({
    resolver: zodResolver(walkInSchema),
    defaultValues: EMPTY,
  });
  const errors = formState.errors;
  const channels = useNoticeChannels();
  // Asked only once there is a phone to send to; said plainly when this server sends no WhatsApp.
  const hasPhone = (watch('telefone') ?? '').replace(/\D/g, '').length > 0;
  const noWhatsApp = channels.data?.whatsapp === false;

  return (
    <form
      id={id}
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) => {
        const send = values.enviarLink && values.telefone !== '' && !noWhatsApp;
        mutation.mutate(
          { ...values, enviarLink: send },
          {
            onSuccess: (answer) =>
              onAdded(answer.message, answer.data, send ? formatPhone(values.telefone) : null),
            onError: (error) => applyServerFieldErrors(error, setError, FIELDS),
          },
        );
      })}
    >
      <p className={styles.intro}>
        Para quem chegou sem conta ou sem celular: a pessoa entra no fim da fila, marcada BALCÃO, e acompanha
        a vez pelo QR code.
      </p>
      <MutationFeedback result={mutation} errorFallback="Erro ao adicionar a pessoa à fila" />
      <TextField
        label="Nome"
        autoComplete="off"
        maxLength={GUEST_NAME_MAX}
        error={errors.nome?.message}
        {...register('nome')}
      />
      <div className={styles.row}>
        <TextField
          label="Celular"
          required={false}
          type="tel"
          inputMode="tel"
          placeholder="(00) 00000-0000"
          autoComplete="off"
          error={errors.telefone?.message}
          {...withMask(register('telefone'), formatPhone)}
        />
        <SelectField
          label="Quantas pessoas"
          options={PARTY_OPTIONS}
          error={errors.tamanhoGrupo?.message}
          {...register('tamanhoGrupo')}
        />
      </div>
      {hasPhone && (
        <CheckboxField
          label="Enviar o link da senha por WhatsApp"
          hint={
            noWhatsApp
              ? 'O envio por WhatsApp não está configurado neste servidor: mostre o QR code à pessoa.'
              : 'Pergunte antes: a pessoa recebe o link para acompanhar a vez e os avisos da fila.'
          }
          disabled={noWhatsApp}
          {...register('enviarLink')}
        />
      )}
    </form>
  );
}

function WalkInTicket({ added }: { added: Added }) {
  const { message, result, sentTo } = added;
  const headingRef = useRef<HTMLParagraphElement>(null);
  const [copied, setCopied] = useState(false);
  // The form's button is gone: focus goes to what happened, so a screen reader says it at once.
  useEffect(() => headingRef.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result.link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className={styles.ticket}>
      <p ref={headingRef} tabIndex={-1} className={styles.added}>
        {message}
      </p>
      <div className={styles.place}>
        <p className={styles.position}>
          <span className={styles.positionLabel}>Posição</span>
          <strong>{result.position}º</strong>
        </p>
        <p className={styles.facts}>
          Espera estimada: <strong>{formatMinutes(result.estimatedWaitMinutes)}</strong>
          {result.groupSize > 1 && <> · Grupo de {countOf(result.groupSize, 'pessoa', 'pessoas')}</>}
        </p>
      </div>
      <img
        className={styles.qr}
        src={result.qrCode}
        width={320}
        height={320}
        alt="QR code da página da senha"
      />
      <p className={styles.scan}>Aponte a câmera do celular para o QR code para acompanhar a vez.</p>
      {sentTo && <p className={styles.note}>O link também vai por WhatsApp para {sentTo}.</p>}
      <div className={styles.linkRow}>
        <a className={styles.link} href={result.link} target="_blank" rel="noreferrer">
          {result.link}
        </a>
        {typeof navigator !== 'undefined' && navigator.clipboard && (
          <Button variant="ghost" onClick={() => void copy()}>
            Copiar link
          </Button>
        )}
      </div>
      {copied && (
        <p className={styles.done} role="status">
          Link copiado.
        </p>
      )}
      <LinkOriginNote origin={result.origemDoLink} device="o celular" />
    </div>
  );
}
