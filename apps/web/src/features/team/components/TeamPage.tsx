import type { TeamView } from '@vez/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/Button';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { errorMessage } from '../../../lib/api/errors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useTeam } from '../api/team-api';
import { InvitationsSection } from './InvitationsSection';
import { InviteForm } from './InviteForm';
import { MembersSection } from './MembersSection';
import styles from './TeamPage.module.css';
import type { TeamNotice } from './team-notice';

/**
 * Equipe (decision 070): the plan's room, 'Convidar' by e-mail, the people who act for the establishment
 * (change a role, deactivate) and the invitations not accepted yet (send again, cancel).
 */
export function TeamPage() {
  usePageTitle('Equipe');
  const team = useTeam();
  const [notice, setNotice] = useState<TeamNotice | null>(null);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Equipe</h1>
        <p className={styles.lead}>
          Convide quem trabalha com você. Cada pessoa entra com o próprio e-mail e senha; quem é Atendente
          chama e organiza as filas, e só quem é Dono vê planos, pagamentos, relatórios, perfil e a equipe.
        </p>
      </header>

      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)} dismissLabel="Fechar aviso da equipe">
          {notice.text}
        </Alert>
      )}

      {team.isPending ? (
        <LoadingState message="Carregando equipe..." />
      ) : team.isError && !team.data ? (
        <ErrorState
          message={errorMessage(team.error, 'Erro ao carregar a equipe')}
          onRetry={() => void team.refetch()}
        />
      ) : (
        <TeamSections team={team.data} onNotice={setNotice} />
      )}
    </div>
  );
}

function TeamSections({ team, onNotice }: { team: TeamView; onNotice: (notice: TeamNotice) => void }) {
  const { limite } = team;
  const full = limite.ocupadas >= limite.maximo;
  return (
    <>
      <section className={styles.section} aria-labelledby="equipe-limite">
        <h2 id="equipe-limite">Vagas do plano</h2>
        <p className={styles.note}>{limite.texto}</p>
        {limite.maximo > 0 && (
          <p className={styles.seats}>
            Ocupadas: {limite.ocupadas} de {limite.maximo} (pessoas ativas e convites em aberto)
          </p>
        )}
        {full && (
          <div>
            <ButtonLink to="/estabelecimento/planos" variant="secondary">
              Conhecer os planos
            </ButtonLink>
          </div>
        )}
      </section>

      {!full && <InviteForm onNotice={onNotice} />}
      <MembersSection team={team} onNotice={onNotice} />
      <InvitationsSection invitations={team.convites} onNotice={onNotice} />
    </>
  );
}
