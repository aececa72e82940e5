import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toast/ToastProvider';
import { Alert } from '../../../components/ui/Alert';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/PageStates';
import { errorMessage } from '../../../lib/api/errors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { moveTicketToAccount } from '../api/guest-api';
import { clearTicketToKeep, forgetTicket, ticketToKeep } from '../guest-storage';
import styles from './GuestTicketPage.module.css';
import { ticketPagePath } from './ticket-path';

/**
 * `/cliente/manter-lugar`, the end of 'Criar conta e manter meu lugar' (decision 068): back from
 * registration and login, the ticket kept in this tab's storage moves into the account (same place, in the
 * queue's lock), and the client lands on that queue's page. Once only, however often this page draws.
 */
export function KeepPlacePage() {
  usePageTitle('Manter meu lugar');
  const navigate = useNavigate();
  const toast = useToast();
  const [token] = useState(ticketToKeep);
  const move = useMutation({
    mutationFn: moveTicketToAccount,
    onSuccess: ({ message, data }, moved) => {
      clearTicketToKeep();
      forgetTicket(moved);
      toast(message);
      navigate(`/cliente/filas/${data.filaId}`, { replace: true });
    },
  });
  const asked = useRef(false);
  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    move.mutate(token);
  }, [token, move]);

  if (!token) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Manter meu lugar</h1>
        <Alert tone="info">
          Nenhuma senha esperando para entrar na sua conta. Abra o link da sua senha e toque em “Criar conta e
          manter meu lugar”.
        </Alert>
        <ButtonLink to="/cliente/minhas-filas" variant="secondary">
          Ver Minhas Filas
        </ButtonLink>
      </div>
    );
  }
  if (move.isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Manter meu lugar</h1>
        <Alert tone="error">
          {errorMessage(move.error, 'Não foi possível passar a senha para a sua conta. Tente novamente.')}
        </Alert>
        <div className={styles.buttons}>
          <Button onClick={() => move.mutate(token)}>Tentar novamente</Button>
          <ButtonLink to={ticketPagePath(token)} variant="secondary" onClick={clearTicketToKeep}>
            Voltar para a senha
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">Manter meu lugar</h1>
      <LoadingState message="Passando sua senha para a sua conta..." />
    </div>
  );
}
