import { useMutation } from '@tanstack/react-query';
import {
  formatPhone,
  GUEST_NAME_MAX,
  KIOSK_REVOKED,
  type KioskJoinResult,
  type KioskQueue,
  MAX_GROUP_SIZE,
} from '@vez/domain';
import { useEffect, useRef } from 'react';
import { applyServerFieldErrors, withMask } from '../../components/form/form-helpers';
import { HoneypotField } from '../../components/form/HoneypotField';
import { useForm } from '../../components/form/use-form';
import { Button } from '../../components/ui/Button';
import { CheckboxField } from '../../components/ui/CheckboxField';
import { MutationFeedback } from '../../components/ui/MutationFeedback';
import { TextField } from '../../components/ui/TextField';
import { ApiError } from '../../lib/api/errors';
import { useAttemptKey } from '../../lib/api/use-attempt-key';
import { lazyZodResolver } from '../../lib/forms/lazy-zod-resolver';
import { useNoticeChannels } from '../../lib/notice-channels';
import styles from './KioskPage.module.css';
import { joinAtKiosk } from './kiosk-api';
import type { KioskForm, KioskFormInput } from './kiosk-form-schema';

/** Without a touch for this long, the form goes back to the start: nobody's name waits for the next person. */
export const KIOSK_IDLE_SECONDS = 90;

const FIELDS = ['nome', 'telefone', 'tamanhoGrupo'];
const SIZES = Array.from({ length: MAX_GROUP_SIZE }, (_, i) => String(i + 1));

// The start screen draws without zod; the checks load when the form opens.
const checks = lazyZodResolver(() => import('./kiosk-form-schema').then((m) => m.kioskFormSchema));

interface KioskJoinFormProps {
  token: string;
  queue: KioskQueue;
  onCancel: () => void;
  onJoined: (result: KioskJoinResult) => void;
  /** The link was revoked meanwhile: the page says so instead of the form. */
  onRevoked: () => void;
}

/** Name, phone (required when the queue asks), party size, consent to WhatsApp notices; a hidden honeypot. */
export function KioskJoinForm({ token, queue, onCancel, onJoined, onRevoked }: KioskJoinFormProps) {
  useEffect(() => checks.preload(), []);
  useIdle(KIOSK_IDLE_SECONDS * 1000, onCancel);
  const channels = useNoticeChannels();
  const { register, handleSubmit, watch, setError, formState } = useForm<KioskFormInput, unknown, KioskForm>({
    resolver: checks.resolver,
    defaultValues: {
      nome: '',
      telefone: '',
      tamanhoGrupo: '1',
      aceitaAvisos: false,
      site: '',
      precisaCelular: queue.precisaCelular,
    },
  });
  const errors = formState.errors;
  const hasPhone = (watch('telefone') ?? '').replace(/\D/g, '').length > 0;
  // Consent is asked only for a channel this server has, and only once there is a phone to send to.
  const askConsent = hasPhone && channels.data?.whatsapp === true;

  const attempt = useAttemptKey();
  const mutation = useMutation({
    mutationFn: ({ precisaCelular: _, ...form }: KioskForm) => {
      const person = { ...form, filaId: queue.id, aceitaAvisos: form.aceitaAvisos && askConsent };
      return joinAtKiosk(token, person, attempt.current(person));
    },
    onSuccess: (result) => {
      attempt.succeeded();
      onJoined(result);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404 && error.message === KIOSK_REVOKED) onRevoked();
      else applyServerFieldErrors(error, setError, FIELDS);
    },
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
        label="Seu nome"
        autoComplete="off"
        autoCapitalize="words"
        maxLength={GUEST_NAME_MAX}
        error={errors.nome?.message}
        {...register('nome')}
      />
      <TextField
        label="Celular"
        required={queue.precisaCelular ? undefined : false}
        type="tel"
        inputMode="tel"
        placeholder="(00) 00000-0000"
        autoComplete="off"
        hint={queue.precisaCelular ? 'Para avisar quando a sua vez estiver chegando.' : undefined}
        error={errors.telefone?.message}
        {...withMask(register('telefone'), formatPhone)}
      />
      <fieldset className={styles.sizes}>
        <legend className={styles.sizesLegend}>Quantas pessoas</legend>
        <div className={styles.sizeOptions}>
          {SIZES.map((size) => (
            <label key={size} className={styles.sizeOption}>
              <input type="radio" value={size} {...register('tamanhoGrupo')} />
              <span>{size}</span>
            </label>
          ))}
        </div>
        {errors.tamanhoGrupo?.message && <p className={styles.fieldError}>{errors.tamanhoGrupo.message}</p>}
      </fieldset>
      {askConsent && (
        <CheckboxField
          className={styles.consent}
          label="Quero receber avisos da minha vez pelo WhatsApp"
          hint="Só sobre esta senha. Sem isso, você acompanha a vez pelo QR code."
          {...register('aceitaAvisos')}
        />
      )}
      <HoneypotField registration={register('site')} />
      <div className={styles.actions}>
        <Button variant="secondary" className={styles.bigButton} onClick={onCancel}>
          Voltar
        </Button>
        <Button type="submit" className={styles.bigButton} loading={mutation.isPending}>
          Entrar na fila
        </Button>
      </div>
    </form>
  );
}

/** Calls `onIdle` after `ms` without a touch, a key or a typed letter on the page. */
function useIdle(ms: number, onIdle: () => void) {
  const latest = useRef(onIdle);
  latest.current = onIdle;
  useEffect(() => {
    const fire = () => latest.current();
    let timer = window.setTimeout(fire, ms);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(fire, ms);
    };
    const events = ['pointerdown', 'keydown', 'input'] as const;
    for (const event of events) document.addEventListener(event, restart, true);
    return () => {
      window.clearTimeout(timer);
      for (const event of events) document.removeEventListener(event, restart, true);
    };
  }, [ms]);
}
