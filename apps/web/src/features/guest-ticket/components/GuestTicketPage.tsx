import { useMutation, useQueryClient } from '@tanstack/react-query';
import { directionText, type GuestTicket } from '@vez/domain';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useToast } from '../../../components/toast/ToastProvider';
import { Alert } from '../../../components/ui/Alert';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { ConfirmDialog, useConfirmation } from '../../../components/ui/ConfirmDialog';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { brasiliaTime, peopleCount } from '../../../lib/format';
import type { PushSubscriptionJson } from '../../../lib/push/push-subscription';
import { statusLabel } from '../../../lib/queue-status';
import { useSession } from '../../../lib/session/useSession';
import { usePageTitle } from '../../../lib/usePageTitle';
import type { AuthNavigationState } from '../../auth';
import { type PushTarget, TicketNoticesBox } from '../../notifications';
import {
  CalledState,
  callKey,
  dismissCall,
  isCallDismissed,
  LEAVE_CONFIRMATION,
  LEAVE_QUESTION,
  LiveBadge,
  MyPlace,
  OUTCOME_WORDS,
  QueueNotice,
} from '../../queue';
import { guestKeys, leaveAsGuest, removeGuestPush, saveGuestNotice, saveGuestPush } from '../api/guest-api';
import { rememberedTickets, setTicketToKeep, TOKEN_SHAPE } from '../guest-storage';
import { GuestJoinOffer } from './GuestJoinOffer';
import styles from './GuestTicketPage.module.css';
import { KEEP_PLACE_PATH } from './keep-place-path';
import { ticketPagePath } from './ticket-path';
import { isLinkEnded, useGuestTicket, useOnline } from './useGuestTicket';

/** The server's words for a link it does not know (a typo, or a ticket whose data was erased). */
export const TICKET_NOT_FOUND = 'Senha não encontrada. Confira o link ou entre na fila de novo.';

/**
 * `/senha#{token}`: the personal page of a ticket held without an account (decision 068). The token is
 * read from the address's fragment, which stays there so the page works bookmarked; without one, the
 * tickets this device holds are listed.
 */
export function GuestTicketPage() {
  const token = decodeURIComponent(useLocation().hash.replace(/^#/, ''));
  if (!token) return <DeviceTickets />;
  if (!TOKEN_SHAPE.test(token)) return <TicketMissing message={TICKET_NOT_FOUND} />;
  return <TicketScreen key={token} token={token} />;
}

function TicketMissing({ message }: { message: string }) {
  usePageTitle('Senha não encontrada');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Senha não encontrada</h1>
      <Alert tone="error">{message}</Alert>
      <ButtonLink to="/" variant="secondary">
        Ir para o início
      </ButtonLink>
    </div>
  );
}

/** The ticket went into an account ('Criar conta e manter meu lugar'): where to follow it now. */
function TicketMoved({ message }: { message: string }) {
  usePageTitle('Senha numa conta');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Esta senha agora está numa conta</h1>
      <Alert tone="info">{message}</Alert>
      {/* Read by whoever moved it (their account has it) or by the guest who did not (the start). */}
      <ButtonLink to="/cliente/minhas-filas">Ver Minhas Filas</ButtonLink>
      <ButtonLink to="/" variant="secondary">
        Ir para o início
      </ButtonLink>
    </div>
  );
}

/** `/senha` with no link: the tickets kept on this device, to go back to one. */
function DeviceTickets() {
  usePageTitle('Suas senhas');
  const [tickets] = useState(rememberedTickets);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Suas senhas</h1>
      {tickets.length === 0 ? (
        <>
          <p className={styles.muted}>
            Nenhuma senha guardada neste aparelho. Para entrar numa fila, escaneie o QR code do
            estabelecimento ou abra o link que ele divulga.
          </p>
          <ButtonLink to="/" variant="secondary">
            Ir para o início
          </ButtonLink>
        </>
      ) : (
        <ul className={styles.deviceTickets}>
          {tickets.map((ticket) => (
            <li key={ticket.token}>
              <Link to={ticketPagePath(ticket.token)} className={styles.deviceTicket}>
                <span className={styles.muted}>{ticket.estabelecimento}</span>
                <strong>{ticket.filaNome}</strong>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TicketScreen({ token }: { token: string }) {
  const { ticket, stream } = useGuestTicket(token);
  const online = useOnline();
  usePageTitle(ticket.data?.fila.nome ?? 'Sua senha');

  if (ticket.isPending) {
    if (!online) return <OfflineFirstRead token={token} />;
    return <LoadingState message="Carregando sua senha..." />;
  }
  // Also over a ticket already shown: moved into an account while the page was open, it says so.
  if (isLinkEnded(ticket.error)) {
    return ticket.error.status === 410 ? (
      <TicketMoved message={ticket.error.message} />
    ) : (
      <TicketMissing message={errorMessage(ticket.error, TICKET_NOT_FOUND)} />
    );
  }
  if (ticket.isError && !ticket.data) {
    return (
      <div className={styles.page}>
        <ErrorState
          message={errorMessage(ticket.error, 'Erro ao carregar sua senha')}
          onRetry={() => void ticket.refetch()}
        />
      </div>
    );
  }

  const data = ticket.data;
  // Shown over what was last read: the page still says where the person stands.
  const stale =
    !online || (ticket.isRefetchError && ticket.error instanceof ApiError && ticket.error.kind !== 'server');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.establishment}>{data.fila.estabelecimentoNome}</p>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{data.fila.nome}</h1>
          {stream && !stale && <LiveBadge state={stream} />}
        </div>
      </header>
      {stale && (
        <Alert tone="info" title="Sem conexão">
          Mostrando o que vimos às {brasiliaTime(ticket.dataUpdatedAt)}. A página se atualiza sozinha quando a
          internet voltar.
        </Alert>
      )}
      <QueueNotice aviso={data.aviso} />
      <TicketBody token={token} ticket={data} />
      {data.situacao === 'aguardando' && (
        <p className={styles.linkNote}>
          Este endereço é a sua senha: ele fica guardado neste aparelho. Não compartilhe o link, porque quem o
          tiver pode sair da fila por você.
        </p>
      )}
    </div>
  );
}

/** Offline before the first read: what the device remembers of this ticket, and that it will load. */
function OfflineFirstRead({ token }: { token: string }) {
  const known = rememberedTickets().find((t) => t.token === token);
  return (
    <div className={styles.page}>
      {known && (
        <header className={styles.header}>
          <p className={styles.establishment}>{known.estabelecimento}</p>
          <h1 className={styles.title}>{known.filaNome}</h1>
        </header>
      )}
      <Alert tone="info" title="Sem conexão">
        Sua senha aparece aqui assim que a internet voltar. Seu lugar na fila continua guardado.
      </Alert>
    </div>
  );
}

function TicketBody({ token, ticket }: { token: string; ticket: GuestTicket }) {
  switch (ticket.situacao) {
    case 'aguardando':
      return <Waiting token={token} ticket={ticket} />;
    case 'chamado':
      return <Called ticket={ticket} />;
    case 'nao_compareceu':
      return <Ended ticket={ticket} {...OUTCOME_WORDS.no_show} />;
    case 'saiu':
      return <Ended ticket={ticket} {...OUTCOME_WORDS.left} />;
    case 'encerrado':
      return <Ended ticket={ticket} {...OUTCOME_WORDS.closed} />;
    default:
      return <Ended ticket={ticket} title="Você já foi chamado" text={servedText(ticket)} />;
  }
}

/** 'atendido': called a while ago, the called state over. */
function servedText(ticket: GuestTicket): string {
  const calledAt = ticket.chamadoNovamenteEm ?? ticket.chamadoEm;
  const when = calledAt ? `Chamado às ${brasiliaTime(calledAt)}. ` : '';
  return `${when}Esta senha já foi usada; para voltar à fila, entre de novo.`;
}

function Waiting({ token, ticket }: { token: string; ticket: GuestTicket }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const leaving = useConfirmation();
  const leave = useMutation({
    mutationFn: () => leaveAsGuest(token),
    onSuccess: (answer) => {
      toast(answer.message);
      return queryClient.invalidateQueries({ queryKey: guestKeys.ticket(token) });
    },
    onError: (error) =>
      toast(errorMessage(error, 'Não foi possível sair da fila. Tente novamente.'), 'error'),
  });
  const save = useMutation({
    mutationFn: (pessoas: number) => saveGuestNotice(token, pessoas),
    onSuccess: ({ data }) =>
      queryClient.setQueryData<GuestTicket>(guestKeys.ticket(token), (held) =>
        held ? { ...held, avisarQuandoFaltarem: data.pessoas } : held,
      ),
  });
  // This device's notifications for this ticket (the hook keeps the latest target); switching them off
  // leaves the other tickets held here, and the account, as they are.
  const push: PushTarget = {
    name: `senha:${ticket.ticketId}`,
    save: (subscription: PushSubscriptionJson) => saveGuestPush(token, subscription),
    remove: (endpoint: string) => removeGuestPush(token, endpoint),
  };
  const paused = ticket.fila.status === 'pausada';

  return (
    <>
      <MyPlace
        entry={{
          position: ticket.posicao,
          subPosition: ticket.letra,
          estimatedWaitMinutes: ticket.esperaMinutos,
          isGroupLeader: false,
          groupSize: ticket.tamanhoGrupo,
          groupMembers: [],
        }}
        waitRange={ticket.esperaFaixa}
        leaving={leave.isPending}
        onLeave={() => leaving.ask(() => leave.mutate())}
      />
      {paused && (
        <Alert tone="info">
          Fila pausada: ninguém entra nem é chamado agora. Quem já está na fila mantém o lugar.
        </Alert>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>Na fila agora</dt>
          <dd>{peopleCount(ticket.pessoasNaFila)}</dd>
        </div>
        <div>
          <dt>Senha para</dt>
          <dd>{peopleCount(ticket.tamanhoGrupo)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{statusLabel(ticket.fila.status)}</dd>
        </div>
      </dl>
      <TicketNoticesBox
        ticketId={ticket.ticketId}
        queueName={ticket.fila.nome}
        position={ticket.posicao}
        notice={{
          data: ticket.avisarQuandoFaltarem,
          isPending: false,
          isError: false,
          error: null,
          refetch: () => undefined,
        }}
        save={{
          mutate: (pessoas, options) =>
            save.mutate(pessoas, {
              onSuccess: () =>
                options.onSuccess({
                  message: `Você será avisado quando faltarem ${peopleCount(pessoas)}.`,
                }),
            }),
          isPending: save.isPending,
          isError: save.isError,
          error: save.error,
          variables: save.variables,
        }}
        push={push}
        hideUnsupportedPush
      />
      <KeepPlace token={token} />
      <ConfirmDialog
        {...leaving.props}
        title={LEAVE_QUESTION}
        message={LEAVE_CONFIRMATION}
        confirmLabel="Sair da fila"
      />
    </>
  );
}

/** 'Criar conta e manter meu lugar': registration (or login), then the ticket moves into the account. */
function KeepPlace({ token }: { token: string }) {
  const navigate = useNavigate();
  const session = useSession('cliente');
  const state: AuthNavigationState = {
    from: KEEP_PLACE_PATH,
    message: 'Entre na sua conta para guardar nela a sua senha, no mesmo lugar da fila.',
    tone: 'info',
  };
  return (
    <section className={styles.account} aria-labelledby="manter-lugar">
      <h2 id="manter-lugar" className={styles.accountTitle}>
        Quer uma conta?
      </h2>
      <p className={styles.muted}>
        Com conta, suas filas ficam em Minhas Filas, em qualquer aparelho. Para pagar e avançar posições, é
        preciso ter uma conta.
      </p>
      <Button
        variant="secondary"
        onClick={() => {
          // The token waits in this tab's storage for the trip; it never goes in an address.
          setTicketToKeep(token);
          navigate(session ? KEEP_PLACE_PATH : '/cadastro-cliente', { state: { from: KEEP_PLACE_PATH } });
        }}
      >
        Criar conta e manter meu lugar
      </Button>
      {!session && (
        <p className={styles.muted}>
          Já tem conta?{' '}
          <Link to="/login" state={state} onClick={() => setTicketToKeep(token)}>
            Entre e mantenha seu lugar
          </Link>
        </p>
      )}
    </section>
  );
}

/**
 * 'É a sua vez!' until 'Entendi' (remembered on this device for that call, as on the client's pages);
 * then a quieter line. A call again is a new call: the state shows again.
 */
function Called({ ticket }: { ticket: GuestTicket }) {
  const key = callKey(ticket.ticketId, ticket.chamadoEm, ticket.chamadoNovamenteEm);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const calledAt = ticket.chamadoNovamenteEm ?? ticket.chamadoEm;
  if (dismissed === key || isCallDismissed(key)) {
    return (
      <Alert tone="success" title="Você foi chamado">
        {calledAt ? `Chamado às ${brasiliaTime(calledAt)}. ` : ''}
        {directionText(ticket.ponto)}
      </Alert>
    );
  }
  return (
    <CalledState
      key={key}
      establishment={ticket.fila.estabelecimentoNome}
      queueName={ticket.fila.nome}
      calledAt={ticket.chamadoEm}
      recalledAt={ticket.chamadoNovamenteEm}
      point={ticket.ponto ?? null}
      onDismiss={() => {
        dismissCall(key);
        setDismissed(key);
      }}
      focusOnShow
    />
  );
}

function Ended({ ticket, title, text }: { ticket: GuestTicket; title: string; text: string }) {
  return (
    <section className={styles.ended} aria-labelledby="senha-encerrada">
      <h2 id="senha-encerrada" className={styles.endedTitle}>
        {title}
      </h2>
      <p>{text}</p>
      <GuestJoinOffer
        queueId={ticket.fila.id}
        queueName={ticket.fila.nome}
        establishment={ticket.fila.estabelecimentoNome}
        label="Entrar na fila de novo"
        variant="primary"
      />
    </section>
  );
}
