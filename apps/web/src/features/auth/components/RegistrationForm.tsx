import { useMutation } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import styles from '../../../components/form/forms.module.css';
import { Button } from '../../../components/ui/Button';
import { MutationFeedback } from '../../../components/ui/MutationFeedback';
import { REGISTER_SUCCESS_MESSAGE, readAuthState } from '../navigation-state';
import { AuthCard } from './AuthCard';

/**
 * Registration's one path for both roles: send the account, then go to that role's login with the
 * success message, the e-mail filled in and the page to come back to; a refusal marks the fields the
 * server named (`onRefused`) and is said above the form.
 */
export function useRegistration<T>(options: {
  send: (values: T) => Promise<unknown>;
  loginPath: string;
  emailOf: (values: T) => string;
  onRefused: (error: Error) => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const { from } = readAuthState(location.state, location.search);
  const mutation = useMutation({
    mutationFn: options.send,
    onSuccess: (_answer, values) =>
      navigate(options.loginPath, {
        state: { message: REGISTER_SUCCESS_MESSAGE, from, email: options.emailOf(values) },
      }),
    onError: options.onRefused,
  });
  return { mutation, from };
}

interface RegistrationFormProps {
  title: string;
  subtitle: string;
  registration: {
    mutation: { isError: boolean; error: Error | null; isPending: boolean };
    from: string | undefined;
  };
  /** Said when the server's refusal has no message of its own. */
  errorFallback: string;
  loginPath: string;
  submitting: boolean;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The schema (and zod with it) loads on the form's first focus or submit, not with the page. */
  onFocus: () => void;
  /** The account's fieldsets: who, where, and the new password. */
  children: ReactNode;
}

/** Both registration pages' card: the refusal, the form, its button and the way back to login. */
export function RegistrationForm({
  title,
  subtitle,
  registration: { mutation, from },
  errorFallback,
  loginPath,
  submitting,
  submitLabel,
  onSubmit,
  onFocus,
  children,
}: RegistrationFormProps) {
  return (
    <AuthCard wide title={title} subtitle={subtitle}>
      <MutationFeedback result={mutation} errorFallback={errorFallback} />
      <form method="post" className={styles.form} onSubmit={onSubmit} onFocus={onFocus} noValidate>
        {children}
        <Button type="submit" fullWidth loading={submitting || mutation.isPending}>
          {mutation.isPending ? 'Cadastrando...' : submitLabel}
        </Button>
      </form>
      <p className={styles.footnote}>
        Já tem conta?{' '}
        <Link to={loginPath} state={{ from }}>
          Entrar
        </Link>
      </p>
    </AuthCard>
  );
}
