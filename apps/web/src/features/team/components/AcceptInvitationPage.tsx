import { useMutation } from '@tanstack/react-query';
import { type TeamRole, teamRoleDescription, teamRoleLabel } from '@vez/domain';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import formStyles from '../../../components/form/forms.module.css';
import { useForm } from '../../../components/form/use-form';
import { Alert } from '../../../components/ui/Alert';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { PasswordField } from '../../../components/ui/PasswordField';
import { Spinner } from '../../../components/ui/Spinner';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { usePageTitle } from '../../../lib/usePageTitle';
import { AuthCard, type AuthNavigationState } from '../../auth';
import { acceptInvitation, useInvitation } from '../api/team-api';
import type { acceptFormSchema as formSchema } from '../forms/accept-form-schema';
import styles from './AcceptInvitationPage.module.css';

type FormInput = z.input<typeof formSchema>;
const { resolver, preload } = lazyZodResolver(() =>
  import('../forms/accept-form-schema').then((m) => m.acceptFormSchema),
);

const LOGIN_PATH = '/login-estab';

/** The token lives in the fragment (`/convite#…`), which the browser never sends to a server. */
function tokenOfLocation(): string {
  return typeof window === 'undefined' ? '' : decodeURIComponent(window.location.hash.slice(1));
}

/** Why a link no longer opens, from the server's words (410 expired/used/cancelled, 404 unknown). */
function refusalTitle(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (message.includes('expirou')) return 'Convite expirado';
  if (message.includes('já foi usado')) return 'Convite já usado';
  if (message.includes('cancelado')) return 'Convite cancelado';
  return 'Convite inválido';
}

/**
 * Where an invitation's e-mail leads (decision 070): who invites, for which role; the invited person
 * chooses a password and is taken to /login-estab with their e-mail filled in.
 */
export function AcceptInvitationPage() {
  usePageTitle('Convite para a equipe');
  const [token, setToken] = useState(tokenOfLocation);
  // Another link pasted into this tab changes only the fragment: the page follows it.
  useEffect(() => {
    const follow = () => setToken(tokenOfLocation());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const check = useInvitation(token);
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, z.output<typeof formSchema>>({
    resolver,
    defaultValues: { senha: '', confirmacao: '' },
  });
  const accept = useMutation({
    mutationFn: (senha: string) => acceptInvitation(token, senha),
    onSuccess: (answer) => {
      const state: AuthNavigationState = {
        message: answer.message ?? 'Senha criada! Entre com o seu e-mail e a nova senha.',
        tone: 'success',
        email: answer.data.email,
      };
      navigate(LOGIN_PATH, { state });
    },
  });

  if (!token) {
    return (
      <AuthCard title="Convite não encontrado">
        <p>
          O link que você abriu está incompleto. Abra de novo o link do e-mail de convite, ou peça ao dono do
          estabelecimento para reenviá-lo.
        </p>
      </AuthCard>
    );
  }

  if (check.isPending) {
    return (
      <AuthCard title="Convite para a equipe">
        <p className={formStyles.status} role="status">
          <Spinner label="" /> Verificando convite...
        </p>
      </AuthCard>
    );
  }

  if (check.isError && check.error instanceof ApiError && check.error.kind !== 'server') {
    // The link may be fine: we just could not ask. Offer a retry instead of calling it invalid.
    return (
      <AuthCard title="Convite para a equipe">
        <Alert tone="error">{check.error.message}</Alert>
        <Button fullWidth onClick={() => check.refetch()}>
          Tentar Novamente
        </Button>
      </AuthCard>
    );
  }

  if (check.isError) {
    const title = refusalTitle(check.error);
    return (
      <AuthCard title={title}>
        <p>{errorMessage(check.error, 'Este convite não pode mais ser usado.')}</p>
        {title === 'Convite já usado' && (
          <ButtonLink to={LOGIN_PATH} fullWidth>
            Entrar
          </ButtonLink>
        )}
      </AuthCard>
    );
  }

  const invitation = check.data;
  const role: TeamRole = invitation.papel;
  return (
    <AuthCard
      title="Entrar para a equipe"
      subtitle={
        <>
          {invitation.estabelecimento} convidou você como <strong>{teamRoleLabel(role)}</strong>.
        </>
      }
    >
      <p>
        Olá, {invitation.nome}! Na equipe você terá: {teamRoleDescription(role)}
      </p>
      <p>
        Você vai entrar com o e-mail <strong className={styles.email}>{invitation.email}</strong>. Crie uma
        senha para ele:
      </p>
      {accept.isError && (
        <Alert tone="error">
          {errorMessage(accept.error, 'Erro ao aceitar o convite. Tente novamente.')}
        </Alert>
      )}
      <form
        method="post"
        className={formStyles.form}
        onSubmit={handleSubmit((values) => accept.mutate(values.senha))}
        onFocus={preload}
        noValidate
      >
        {/* The e-mail is fixed by the invitation; password managers pair the new password with it. */}
        <input type="hidden" name="username" autoComplete="username" defaultValue={invitation.email} />
        <PasswordField
          label="Senha"
          autoComplete="new-password"
          hint="Mínimo 8 caracteres, com maiúscula, minúscula e número."
          error={formState.errors.senha?.message}
          {...register('senha')}
        />
        <PasswordField
          label="Confirmar senha"
          autoComplete="new-password"
          error={formState.errors.confirmacao?.message}
          {...register('confirmacao')}
        />
        <Button type="submit" fullWidth loading={formState.isSubmitting || accept.isPending}>
          {accept.isPending ? 'Salvando...' : 'Criar senha e aceitar'}
        </Button>
      </form>
      <p className={formStyles.footnote}>
        Já aceitou? <Link to={LOGIN_PATH}>Entrar</Link>
      </p>
    </AuthCard>
  );
}
