import { type JoinCodePicture, queuePathToJoin, waitBasisLabel } from '@vez/domain';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { formatMinutes, formatMinutesRange, peopleCount } from '../../../lib/format';
import { useSession } from '../../../lib/session/useSession';
import { usePageTitle } from '../../../lib/usePageTitle';
import type { AuthNavigationState } from '../../auth';
import { GuestJoinOffer } from '../../guest-ticket';
import { useJoinCodePicture } from '../api/join-link-api';
import styles from './JoinLinkPage.module.css';

/**
 * `/f/:code`, what the poster's QR code opens (issue 17): the queue at a glance for anyone. A client
 * who is logged in goes straight to the queue page with the join dialog open (one tap to join); anyone
 * else goes through login or registration and comes back there, or, where the queue allows it, joins
 * without an account ('Entrar sem cadastro', decision 068). A paused or closed queue says so instead of
 * offering to join, and an old poster says it is out of date.
 */
export function JoinLinkPage() {
  const code = useParams().code ?? '';
  const session = useSession('cliente');
  const picture = useJoinCodePicture(code);
  usePageTitle(picture.data ? picture.data.fila.nome : 'Entrar na fila');

  if (picture.isPending) return <LoadingState message="Carregando fila..." />;
  if (picture.isError) {
    const status = picture.error instanceof ApiError ? picture.error.status : 0;
    if (status === 404 || status === 410 || status === 400) {
      return (
        <div className={styles.page}>
          <Alert
            tone={status === 410 ? 'info' : 'error'}
            title={status === 410 ? 'Cartaz desatualizado' : undefined}
          >
            {errorMessage(picture.error, 'Link de fila não encontrado.')}
          </Alert>
          <ButtonLink to="/" variant="secondary">
            Ir para o início
          </ButtonLink>
        </div>
      );
    }
    return (
      <div className={styles.page}>
        <ErrorState
          message={errorMessage(picture.error, 'Erro ao carregar a fila')}
          onRetry={() => void picture.refetch()}
        />
      </div>
    );
  }

  const { fila } = picture.data;
  // A client is one tap from joining: the queue page opens with the dialog already up.
  if (session && fila.status === 'ativa') return <Navigate to={queuePathToJoin(fila.id)} replace />;
  return <QueueAtAGlance picture={picture.data} />;
}

function closedMessage(fila: JoinCodePicture['fila']): string {
  if (fila.status === 'pausada') {
    return 'Fila pausada: ninguém entra nem é chamado agora. Tente de novo em alguns minutos.';
  }
  if (fila.status === 'agendada' && fila.abre_em) {
    const opens = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(fila.abre_em));
    return `Esta fila ainda não abriu. Ela abre em ${opens.replace(',', ' às')}.`;
  }
  return 'Esta fila não está aberta no momento.';
}

function QueueAtAGlance({ picture }: { picture: JoinCodePicture }) {
  const navigate = useNavigate();
  const { fila, estabelecimento } = picture;
  const open = fila.status === 'ativa';
  const from = queuePathToJoin(fila.id);
  const wait = fila.espera_estimada_faixa
    ? formatMinutesRange(fila.espera_estimada_faixa)
    : formatMinutes(fila.espera_estimada);

  const goJoin = () => {
    const state: AuthNavigationState = {
      from,
      message: `Entre na sua conta para entrar na fila “${fila.nome}”. Ainda não tem conta? Crie a sua no link abaixo.`,
      tone: 'info',
    };
    navigate('/login', { state });
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.establishment}>{estabelecimento.nome}</p>
        <h1 className={styles.title}>{fila.nome}</h1>
        {fila.descricao && <p className={styles.description}>{fila.descricao}</p>}
      </header>

      <dl className={styles.facts}>
        <div>
          <dt>Na fila agora</dt>
          <dd>{peopleCount(fila.clientes_na_fila)}</dd>
        </div>
        {open && (
          <div>
            <dt>Espera estimada</dt>
            <dd>
              {fila.espera_estimada === 0 && !fila.espera_estimada_faixa ? 'Sem espera agora' : wait}
              {/* The words every screen uses for this figure (decision 023). */}
              <small className={styles.basis}>{waitBasisLabel(fila.tempo_medio_baseado_em)}</small>
            </dd>
          </div>
        )}
      </dl>

      {open ? (
        <div className={styles.actions}>
          <Button fullWidth onClick={goJoin}>
            Entrar na fila
          </Button>
          <GuestJoinOffer queueId={fila.id} queueName={fila.nome} establishment={estabelecimento.nome} />
          <p className={styles.register}>
            Primeira vez no Vez?{' '}
            <Link to="/cadastro-cliente" state={{ from } satisfies AuthNavigationState}>
              Criar conta de cliente
            </Link>
          </p>
        </div>
      ) : (
        <Alert tone="info">{closedMessage(fila)}</Alert>
      )}
    </div>
  );
}
