import { type TeamRole, teamRoleDescription } from '@vez/domain';
import type { z } from 'zod';
import { useForm } from '../../../components/form/use-form';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useInviteMember } from '../api/team-api';
import type { inviteFormSchema as formSchema } from '../forms/invite-form-schema';
import styles from './TeamPage.module.css';
import type { TeamNotice } from './team-notice';

type FormInput = z.input<typeof formSchema>;
const { resolver, preload } = lazyZodResolver(() =>
  import('../forms/invite-form-schema').then((m) => m.inviteFormSchema),
);

const ROLE_OPTIONS = [
  { value: 'atendente', label: 'Atendente' },
  { value: 'dono', label: 'Dono' },
];

/** 'Convidar pessoa': name, e-mail and role; the invitation goes by e-mail and holds a seat for 72 hours. */
export function InviteForm({ onNotice }: { onNotice: (notice: TeamNotice) => void }) {
  const invite = useInviteMember();
  const { register, handleSubmit, formState, reset, watch, setError } = useForm<
    FormInput,
    unknown,
    z.output<typeof formSchema>
  >({
    resolver,
    defaultValues: { nome: '', email: '', papel: 'atendente' },
  });
  const role = (watch('papel') as TeamRole | undefined) ?? 'atendente';

  const submit = handleSubmit((values) =>
    invite.mutateAsync(values).then(
      (answer) => {
        reset();
        onNotice({ tone: 'success', text: answer.message ?? `Convite enviado para ${values.email}.` });
      },
      (error: unknown) => {
        // A refusal about the e-mail (already on a team, already invited) is said under the field.
        const field =
          error instanceof ApiError ? error.fieldErrors.find((e) => e.campo === 'email') : undefined;
        const message = errorMessage(error, 'Erro ao enviar o convite. Tente novamente.');
        if (field || (error instanceof ApiError && error.status === 409)) {
          setError('email', { message: field?.mensagem ?? message }, { shouldFocus: true });
        } else onNotice({ tone: 'error', text: message });
      },
    ),
  );

  return (
    <section className={styles.section} aria-labelledby="equipe-convidar">
      <h2 id="equipe-convidar">Convidar pessoa</h2>
      <p className={styles.note}>
        A pessoa recebe um e-mail com um link para criar a senha. O link vale por 72 horas e só pode ser usado
        uma vez; depois ela entra em Entrar › Estabelecimento com o próprio e-mail.
      </p>
      <form method="post" className={styles.form} onSubmit={submit} onFocus={preload} noValidate>
        <TextField
          label="Nome"
          autoComplete="off"
          error={formState.errors.nome?.message}
          {...register('nome')}
        />
        <TextField
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="off"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <SelectField
          label="Função"
          options={ROLE_OPTIONS}
          hint={teamRoleDescription(role)}
          error={formState.errors.papel?.message}
          {...register('papel')}
        />
        <div className={styles.formActions}>
          <Button type="submit" loading={formState.isSubmitting || invite.isPending}>
            {invite.isPending ? 'Enviando...' : 'Enviar convite'}
          </Button>
        </div>
      </form>
    </section>
  );
}
