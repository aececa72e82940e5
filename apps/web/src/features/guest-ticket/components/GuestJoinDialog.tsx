import { useMutation } from '@tanstack/react-query';
import { formatPhone, GUEST_NAME_MAX, type GuestJoinResult, MAX_GROUP_SIZE } from '@vez/domain';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { applyServerFieldErrors, withMask } from '../../../components/form/form-helpers';
import { HoneypotField } from '../../../components/form/HoneypotField';
import { useForm } from '../../../components/form/use-form';
import { useToast } from '../../../components/toast/ToastProvider';
import { Button } from '../../../components/ui/Button';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { Dialog } from '../../../components/ui/Dialog';
import { MutationFeedback } from '../../../components/ui/MutationFeedback';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { useAttemptKey } from '../../../lib/api/use-attempt-key';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useNoticeChannels } from '../../../lib/notice-channels';
import { joinAsGuest } from '../api/guest-api';
import type { GuestJoinForm, GuestJoinFormInput } from '../forms/guest-join-form-schema';
import { rememberTicket } from '../guest-storage';
import styles from './GuestJoinDialog.module.css';
import { ticketPagePath } from './ticket-path';

/** The queue a guest joins, as the page that offers it knows it. */
export interface GuestJoinQueue {
  id: number;
  nome: string;
  estabelecimento: string;
  phoneRequired: boolean;
}

export interface GuestJoinDialogProps {
  open: boolean;
  queue: GuestJoinQueue;
  onClose: () => void;
}

const FIELDS = ['nome', 'telefone', 'email', 'tamanhoGrupo', 'aceitaAvisos'];
const SIZES = Array.from({ length: MAX_GROUP_SIZE }, (_, i) => {
  const n = i + 1;
  return { value: String(n), label: n === 1 ? '1 pessoa (só eu)' : `${n} pessoas` };
});

// The page that offers this form draws without zod; the checks load when the form opens.
const checks = lazyZodResolver(() =>
  import('../forms/guest-join-form-schema').then((m) => m.guestJoinFormSchema),
);

/**
 * 'Entrar sem cadastro' (decision 068): a name, a phone when the queue asks for one, an e-mail if the
 * person wants, how many people, and consent to notices by the channels this server has. Joined, the
 * ticket is kept on this device and its page opens.
 */
export function GuestJoinDialog({ open, queue, onClose }: GuestJoinDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Entrar sem cadastro" description={queue.nome}>
      {open && <GuestJoinFormBody queue={queue} onCancel={onClose} />}
    </Dialog>
  );
}

/** The consent's channels, said as they are: only those this server can send. */
function channelWords(email: boolean, whatsapp: boolean): string | null {
  if (email && whatsapp) return 'WhatsApp e e-mail';
  if (whatsapp) return 'WhatsApp';
  if (email) return 'e-mail';
  return null;
}

function GuestJoinFormBody({ queue, onCancel }: { queue: GuestJoinQueue; onCancel: () => void }) {
  useEffect(() => checks.preload(), []);
  const navigate = useNavigate();
  const toast = useToast();
  const channels = useNoticeChannels();
  const whatsapp = channels.data?.whatsapp === true;
  const via = channels.data ? channelWords(channels.data.email, whatsapp) : null;
  const { register, handleSubmit, setError, formState } = useForm<GuestJoinFormInput, unknown, GuestJoinForm>(
    {
      resolver: checks.resolver,
      defaultValues: {
        nome: '',
        telefone: '',
        email: '',
        tamanhoGrupo: '1',
        aceitaAvisos: false,
        site: '',
        precisaCelular: queue.phoneRequired,
      },
    },
  );
  const errors = formState.errors;

  const attempt = useAttemptKey();
  const mutation = useMutation({
    mutationFn: ({ precisaCelular: _, ...form }: GuestJoinForm) => {
      const person = { ...form, aceitaAvisos: form.aceitaAvisos && via !== null };
      return joinAsGuest(queue.id, person, attempt.current(person));
    },
    onSuccess: ({ message, data }: { message: string; data: GuestJoinResult }) => {
      attempt.succeeded();
      rememberTicket({ token: data.senha, filaNome: queue.nome, estabelecimento: queue.estabelecimento });
      toast(message);
      navigate(ticketPagePath(data.senha));
    },
    onError: (error) => applyServerFieldErrors(error, setError, FIELDS),
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
      onFocus={checks.preload}
    >
      <MutationFeedback result={mutation} errorFallback="Não foi possível entrar na fila. Tente novamente." />
      <TextField
        label="Nome"
        autoComplete="name"
        autoCapitalize="words"
        maxLength={GUEST_NAME_MAX}
        hint="Como o estabelecimento vai chamar você."
        error={errors.nome?.message}
        {...register('nome')}
      />
      <TextField
        label={whatsapp ? 'Celular (WhatsApp)' : 'Celular'}
        required={queue.phoneRequired ? undefined : false}
        type="tel"
        inputMode="tel"
        placeholder="(00) 00000-0000"
        autoComplete="tel-national"
        hint={
          queue.phoneRequired ? 'Esta fila pede um celular para avisar quando a sua vez chegar.' : undefined
        }
        error={errors.telefone?.message}
        {...withMask(register('telefone'), formatPhone)}
      />
      <TextField
        label="E-mail"
        required={false}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <SelectField
        label="Quantas pessoas"
        options={SIZES}
        error={errors.tamanhoGrupo?.message}
        {...register('tamanhoGrupo')}
      />
      {via && (
        <CheckboxField
          label={`Quero receber avisos desta fila por ${via}`}
          hint="Só sobre esta senha. Seu nome, celular e e-mail são apagados 30 dias depois do atendimento."
          {...register('aceitaAvisos')}
        />
      )}
      <HoneypotField registration={register('site')} />
      <p className={styles.privacy}>
        O link da sua senha fica guardado neste aparelho.{' '}
        <Link to="/privacidade" target="_blank" rel="noopener">
          Como cuidamos dos seus dados
        </Link>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" loading={formState.isSubmitting || mutation.isPending}>
          Entrar na fila
        </Button>
      </div>
    </form>
  );
}
