import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { emailField, existingPasswordField, type UserType } from '@vez/domain';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import styles from '../../../components/form/forms.module.css';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { PasswordField } from '../../../components/ui/PasswordField';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/api/errors';
import { saveSession, sessionFromLogin } from '../../../lib/session/session-store';
import { usePageTitle } from '../../../lib/usePageTitle';
import { login } from '../api/auth-api';
import { afterLoginPath, readAuthState } from '../navigation-state';
import { AuthCard } from './AuthCard';

const loginFormSchema = z.object({ email: emailField, senha: existingPasswordField });
type LoginForm = z.input<typeof loginFormSchema>;

const COPY: Record<UserType, { title: string; subtitle: string; register: string; registerLabel: string }> = {
  cliente: {
    title: 'Entrar como cliente',
    subtitle: 'Acompanhe suas filas de onde estiver.',
    register: '/cadastro-cliente',
    registerLabel: 'Criar conta de cliente',
  },
  estabelecimento: {
    title: 'Entrar como estabelecimento',
    subtitle: 'Gerencie suas filas e atenda com agilidade.',
    register: '/cadastro-estabelecimento',
    registerLabel: 'Cadastrar estabelecimento',
  },
};

export function LoginPage({ userType: role }: { userType: UserType }) {
  const copy = COPY[role];
  usePageTitle(copy.title);
  const navigate = useNavigate();
  const location = useLocation();
  const { from, message, tone } = readAuthState(location.state, location.search);
  const { register, handleSubmit, formState } = useForm<LoginForm, unknown, z.output<typeof loginFormSchema>>(
    {
      resolver: zodResolver(loginFormSchema),
      defaultValues: { email: '', senha: '' },
    },
  );

  const mutation = useMutation({
    mutationFn: (values: z.output<typeof loginFormSchema>) => login(role, values.email, values.senha),
    onSuccess: (response) => {
      saveSession(sessionFromLogin(response.data.token, response.data.user));
      navigate(afterLoginPath(role, from), { replace: true });
    },
  });

  return (
    <AuthCard title={copy.title} subtitle={copy.subtitle}>
      {message && !mutation.isError && <Alert tone={tone ?? 'success'}>{message}</Alert>}
      {mutation.isError && (
        <Alert tone="error">{errorMessage(mutation.error, 'Erro ao fazer login. Tente novamente.')}</Alert>
      )}
      <form className={styles.form} onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Senha"
          autoComplete="current-password"
          error={formState.errors.senha?.message}
          {...register('senha')}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {mutation.isPending ? 'Entrando...' : 'Entrar'}
        </Button>
      </form>
      <div className={styles.links}>
        <Link to="/forgot-password">Esqueci minha senha</Link>
        <Link to="/escolha-login">Trocar tipo de conta</Link>
      </div>
      <p className={styles.footnote}>
        Ainda não tem conta?{' '}
        <Link to={copy.register} state={{ from }}>
          {copy.registerLabel}
        </Link>
      </p>
    </AuthCard>
  );
}
