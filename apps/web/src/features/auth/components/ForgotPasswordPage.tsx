import { useMutation } from '@tanstack/react-query';
import type { UserType } from '@vez/domain';
import { Link } from 'react-router';
import type { z } from 'zod';
import styles from '../../../components/form/forms.module.css';
import { useForm } from '../../../components/form/use-form';
import { Alert } from '../../../components/ui/Alert';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/api/errors';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { usePageTitle } from '../../../lib/usePageTitle';
import { requestPasswordReset } from '../api/auth-api';
import type { forgotPasswordFormSchema as formSchema } from '../forms/forgot-password-form-schema';
import { AuthCard } from './AuthCard';

type FormInput = z.input<typeof formSchema>;
// The schema (and zod with it) loads on the form's first focus or submit, not with the page (issue 18).
const { resolver, preload } = lazyZodResolver(() =>
  import('../forms/forgot-password-form-schema').then((m) => m.forgotPasswordFormSchema),
);

const ACCOUNT_TYPES = [
  { value: 'cliente', label: 'Cliente' },
  { value: 'estabelecimento', label: 'Estabelecimento' },
  { value: 'nao-sei', label: 'Não sei' },
] as const;

export function ForgotPasswordPage() {
  usePageTitle('Recuperar senha');
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, z.output<typeof formSchema>>({
    resolver,
    defaultValues: { email: '', tipo: 'nao-sei' },
  });
  const mutation = useMutation({
    mutationFn: ({ email, tipo }: z.output<typeof formSchema>) =>
      requestPasswordReset(email, tipo === 'nao-sei' ? undefined : (tipo as UserType)),
  });

  if (mutation.isSuccess) {
    return (
      <AuthCard title="Verifique seu e-mail">
        <Alert tone="success">{mutation.data.message}</Alert>
        <p>O link vale por 15 minutos. Não chegou? Confira também a caixa de spam.</p>
        <div className={styles.form}>
          <ButtonLink to="/escolha-login" fullWidth>
            Voltar para o login
          </ButtonLink>
          <Button variant="ghost" fullWidth onClick={() => mutation.reset()}>
            Enviar para outro e-mail
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Recuperar senha"
      subtitle="Informe seu e-mail e enviaremos um link para criar uma nova senha."
    >
      {mutation.isError && (
        <Alert tone="error">
          {errorMessage(mutation.error, 'Erro ao enviar email de recuperação. Tente novamente.')}
        </Alert>
      )}
      <form
        method="post"
        className={styles.form}
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        onFocus={preload}
        noValidate
      >
        <TextField
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>Tipo de conta</legend>
          <div className={styles.radios}>
            {ACCOUNT_TYPES.map((type) => (
              <label key={type.value} className={styles.radio}>
                <input type="radio" value={type.value} {...register('tipo')} />
                {type.label}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" fullWidth loading={formState.isSubmitting || mutation.isPending}>
          {mutation.isPending ? 'Enviando...' : 'Enviar link de recuperação'}
        </Button>
      </form>
      <p className={styles.footnote}>
        Lembrou a senha? <Link to="/escolha-login">Entrar</Link>
      </p>
    </AuthCard>
  );
}
