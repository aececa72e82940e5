import { useMutation } from '@tanstack/react-query';
import type { UserType } from '@vez/domain';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import styles from '../../../components/form/forms.module.css';
import { useForm } from '../../../components/form/use-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { MutationFeedback } from '../../../components/ui/MutationFeedback';
import { PasswordField } from '../../../components/ui/PasswordField';
import { TextField } from '../../../components/ui/TextField';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { saveSession, sessionFromLogin } from '../../../lib/session/session-store';
import { useHydrated } from '../../../lib/useHydrated';
import { usePageTitle } from '../../../lib/usePageTitle';
import { login } from '../api/auth-api';
import type { loginFormSchema } from '../forms/login-form-schema';
import { afterLoginPath, readAuthState } from '../navigation-state';
import { AuthCard } from './AuthCard';

type LoginForm = z.input<typeof loginFormSchema>;
// The schema (and zod with it) loads on the form's first focus or submit, not with the page (issue 18).
const { resolver, preload } = lazyZodResolver(() =>
  import('../forms/login-form-schema').then((m) => m.loginFormSchema),
);

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
  const { from, message, tone, email } = readAuthState(location.state, location.search);
  const hydrated = useHydrated();
  const { register, handleSubmit, formState, getValues, setValue } = useForm<
    LoginForm,
    unknown,
    z.output<typeof loginFormSchema>
  >({
    resolver,
    defaultValues: { email: '', senha: '' },
  });

  // After 'Criar conta' the e-mail just typed comes along; set once the page is live, since the
  // prerendered HTML cannot know it (decision 029), and never over what the visitor typed meanwhile.
  useEffect(() => {
    if (hydrated && email && !getValues('email')) setValue('email', email);
  }, [hydrated, email, getValues, setValue]);

  const mutation = useMutation({
    mutationFn: (values: z.output<typeof loginFormSchema>) => login(role, values.email, values.senha),
    onSuccess: (response) => {
      saveSession(sessionFromLogin(response.data.token, response.data.user));
      navigate(afterLoginPath(role, from), { replace: true });
    },
  });

  return (
    <AuthCard title={copy.title} subtitle={copy.subtitle}>
      {/* From navigation state, which the prerendered page cannot know (decision 029). */}
      {hydrated && message && !mutation.isError && <Alert tone={tone ?? 'success'}>{message}</Alert>}
      <MutationFeedback result={mutation} errorFallback="Erro ao fazer login. Tente novamente." />
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
        <Button type="submit" fullWidth loading={formState.isSubmitting || mutation.isPending}>
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
