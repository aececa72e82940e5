import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import styles from '../../../components/form/forms.module.css';
import { useForm } from '../../../components/form/use-form';
import { Alert } from '../../../components/ui/Alert';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { PasswordField } from '../../../components/ui/PasswordField';
import { Spinner } from '../../../components/ui/Spinner';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { loginPathOf } from '../../../lib/session/useSession';
import { usePageTitle } from '../../../lib/usePageTitle';
import { resetPassword, validateResetToken } from '../api/auth-api';
import type { resetPasswordFormSchema as formSchema } from '../forms/reset-password-form-schema';
import { AuthCard } from './AuthCard';

type FormInput = z.input<typeof formSchema>;
// The schema (and zod with it) loads on the form's first focus or submit, not with the page (issue 18).
const { resolver, preload } = lazyZodResolver(() =>
  import('../forms/reset-password-form-schema').then((m) => m.resetPasswordFormSchema),
);

function RequestNewLink() {
  return (
    <ButtonLink to="/forgot-password" fullWidth>
      Solicitar novo link
    </ButtonLink>
  );
}

export function ResetPasswordPage() {
  usePageTitle('Redefinir senha');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useQuery({
    queryKey: ['reset-token', token],
    queryFn: ({ signal }) => validateResetToken(token, signal),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, z.output<typeof formSchema>>({
    resolver,
    defaultValues: { password: '', confirmacao: '' },
  });
  const mutation = useMutation({ mutationFn: (password: string) => resetPassword(token, password) });

  if (!token) {
    return (
      <AuthCard title="Token de recuperação não encontrado">
        <p>O link que você abriu está incompleto. Peça um novo e-mail de recuperação.</p>
        <RequestNewLink />
      </AuthCard>
    );
  }

  if (check.isPending) {
    return (
      <AuthCard title="Redefinir senha">
        <p className={styles.status} role="status">
          <Spinner label="" /> Verificando link...
        </p>
      </AuthCard>
    );
  }

  if (check.isError && check.error instanceof ApiError && check.error.kind !== 'server') {
    // The link may be fine: we just could not ask. Offer a retry instead of calling it invalid.
    return (
      <AuthCard title="Redefinir senha">
        <Alert tone="error">{check.error.message}</Alert>
        <Button fullWidth onClick={() => check.refetch()}>
          Tentar Novamente
        </Button>
      </AuthCard>
    );
  }

  if (check.isError) {
    return (
      <AuthCard title="Token inválido">
        <p>
          Este link de recuperação é inválido ou já expirou. Os links valem por 15 minutos e só podem ser
          usados uma vez.
        </p>
        <RequestNewLink />
      </AuthCard>
    );
  }

  const loginPath = loginPathOf(check.data.data.userType);

  if (mutation.isSuccess) {
    return (
      <AuthCard title="Senha redefinida!">
        <Alert tone="success">{mutation.data.message}</Alert>
        <p>Agora você já pode entrar com a nova senha.</p>
        <ButtonLink to={loginPath} fullWidth>
          Ir para o login
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Redefinir senha" subtitle="Crie uma nova senha para a sua conta.">
      {mutation.isError && (
        <Alert tone="error">
          {errorMessage(mutation.error, 'Erro ao redefinir senha. Tente novamente.')}
        </Alert>
      )}
      <form
        method="post"
        className={styles.form}
        onSubmit={handleSubmit((values) => mutation.mutate(values.password))}
        onFocus={preload}
        noValidate
      >
        <PasswordField
          label="Nova senha"
          autoComplete="new-password"
          hint="Mínimo 8 caracteres, com maiúscula, minúscula e número."
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirmar nova senha"
          autoComplete="new-password"
          error={formState.errors.confirmacao?.message}
          {...register('confirmacao')}
        />
        <Button type="submit" fullWidth loading={formState.isSubmitting || mutation.isPending}>
          {mutation.isPending ? 'Salvando...' : 'Redefinir senha'}
        </Button>
      </form>
      <p className={styles.footnote}>
        <Link to={loginPath}>Voltar para o login</Link>
      </p>
    </AuthCard>
  );
}
