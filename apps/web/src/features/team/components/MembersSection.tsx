import { type TeamMemberView, type TeamRole, type TeamView, teamRoleLabel } from '@vez/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/api/errors';
import { brasiliaDate } from '../../../lib/format';
import { useSession } from '../../../lib/session/useSession';
import { useChangeMemberRole, useDeactivateMember } from '../api/team-api';
import styles from './TeamPage.module.css';
import type { TeamNotice } from './team-notice';

type Pending =
  | { kind: 'role'; member: TeamMemberView; to: TeamRole }
  | { kind: 'deactivate'; member: TeamMemberView };

function question(pending: Pending) {
  const { nome } = pending.member;
  if (pending.kind === 'deactivate') {
    return {
      title: `Desativar ${nome}?`,
      message: `${nome} sai da equipe: não entra mais no Vez por este estabelecimento, e as sessões abertas terminam agora. Para trazer de volta, envie um novo convite.`,
      confirmLabel: 'Desativar',
    };
  }
  const label = teamRoleLabel(pending.to);
  return {
    title: `Tornar ${nome} ${label}?`,
    message:
      pending.to === 'dono'
        ? `${nome} passa a poder tudo o que o dono faz: planos, pagamentos, relatórios, perfil e equipe. As sessões abertas terminam agora; a pessoa entra de novo com a mesma senha.`
        : `${nome} passa a ver só as filas: chamar, pausar, avisos e o balcão. As sessões abertas terminam agora; a pessoa entra de novo com a mesma senha.`,
    confirmLabel: `Tornar ${label}`,
  };
}

/** The people who act for the establishment: its own login first, then each member with their actions. */
export function MembersSection({
  team,
  onNotice,
}: {
  team: TeamView;
  onNotice: (notice: TeamNotice) => void;
}) {
  const session = useSession('estabelecimento');
  const changeRole = useChangeMemberRole();
  const deactivate = useDeactivateMember();
  const [pending, setPending] = useState<Pending | null>(null);
  const busy = changeRole.isPending || deactivate.isPending;

  const done = {
    onSuccess: (answer: { message?: string }) =>
      onNotice({ tone: 'success', text: answer.message ?? 'Feito.' }),
    onError: (error: unknown) =>
      onNotice({ tone: 'error', text: errorMessage(error, 'Erro ao alterar a equipe. Tente novamente.') }),
    onSettled: () => setPending(null),
  };
  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'deactivate') deactivate.mutate(pending.member.id, done);
    else changeRole.mutate({ id: pending.member.id, papel: pending.to }, done);
  };
  const asked = pending ? question(pending) : null;

  return (
    <section className={styles.section} aria-labelledby="equipe-pessoas">
      <h2 id="equipe-pessoas">Pessoas da equipe</h2>
      <ul className={styles.list}>
        <li className={styles.person}>
          <div className={styles.who}>
            <span className={styles.name}>{team.titular.nome}</span>
            <span className={styles.email}>{team.titular.email}</span>
            <span className={styles.facts}>
              <span className={`${styles.badge} ${styles.dono}`}>Dono</span>
              Login do estabelecimento
            </span>
          </div>
        </li>
        {team.membros.map((member) => {
          const self = session?.membroId === member.id;
          const other: TeamRole = member.papel === 'dono' ? 'atendente' : 'dono';
          return (
            <li key={member.id} className={styles.person}>
              <div className={styles.who}>
                <span className={styles.name}>
                  {member.nome}
                  {self && ' (você)'}
                </span>
                <span className={styles.email}>{member.email}</span>
                <span className={styles.facts}>
                  <span className={`${styles.badge} ${member.papel === 'dono' ? styles.dono : ''}`}>
                    {teamRoleLabel(member.papel)}
                  </span>
                  {member.ativo ? (
                    <>Na equipe desde {brasiliaDate(member.desde)}</>
                  ) : (
                    <>
                      <span className={`${styles.badge} ${styles.inactive}`}>Desativado</span>
                      {member.desativadoEm && <>em {brasiliaDate(member.desativadoEm)}</>}
                    </>
                  )}
                </span>
              </div>
              {member.ativo && !self && (
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    aria-haspopup="dialog"
                    disabled={busy}
                    onClick={() => setPending({ kind: 'role', member, to: other })}
                  >
                    Tornar {teamRoleLabel(other)}
                  </Button>
                  <Button
                    variant="danger"
                    aria-haspopup="dialog"
                    disabled={busy}
                    onClick={() => setPending({ kind: 'deactivate', member })}
                  >
                    Desativar
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {team.membros.length === 0 && (
        <p className={styles.note}>Ninguém na equipe além do dono ainda. Convide alguém acima.</p>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={asked?.title ?? ''}
        message={asked?.message ?? ''}
        confirmLabel={asked?.confirmLabel ?? ''}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </section>
  );
}
