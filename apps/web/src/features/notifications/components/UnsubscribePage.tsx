import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { LoadingState } from '../../../components/ui/PageStates';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { unsubscribeFromEmails } from '../api/notifications-api';
import styles from './Notices.module.css';

const INVALID_LINK = 'Link de descadastro inválido ou expirado.';

/**
 * /descadastrar?token=…, the link at the foot of every queue e-mail: it stops those e-mails at once,
 * without logging in. A query, not a mutation, so the request goes once even if the page renders twice.
 */
export function UnsubscribePage() {
  usePageTitle('Descadastrar e-mails');
  const token = useSearchParams()[0].get('token') ?? '';
  const result = useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => unsubscribeFromEmails(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  let content: ReactNode;
  if (!token) {
    content = <Alert tone="error">{INVALID_LINK}</Alert>;
  } else if (result.isPending) {
    content = <LoadingState message="Descadastrando seu e-mail..." />;
  } else if (result.isError) {
    // A refused token will not get better; a network failure may.
    const refused = result.error instanceof ApiError && result.error.status === 400;
    content = (
      <>
        <Alert tone="error">{errorMessage(result.error, INVALID_LINK)}</Alert>
        {!refused && (
          <Button variant="secondary" onClick={() => void result.refetch()}>
            Tentar Novamente
          </Button>
        )}
        {refused && (
          <p className={styles.pushText}>
            Você também pode desligar os e-mails em Configurações, depois de entrar na sua conta.
          </p>
        )}
      </>
    );
  } else {
    content = (
      <>
        <Alert tone="success">{result.data.message}</Alert>
        <p className={styles.pushText}>
          Os avisos continuam na página da fila e, se você ativou, nas notificações do aparelho. Para voltar a
          receber por e-mail, ligue em Configurações.
        </p>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <Card>
        <h1 className={styles.pageTitle}>E-mails de aviso da fila</h1>
        <div className={styles.pageBody}>{content}</div>
        <div className={styles.pageActions}>
          <ButtonLink to="/cliente/configuracoes" variant="secondary">
            Configurações
          </ButtonLink>
          <ButtonLink to="/" variant="ghost">
            Página inicial
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
