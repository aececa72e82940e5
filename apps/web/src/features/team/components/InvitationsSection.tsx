import { type TeamInvitationView, teamRoleLabel } from '@vez/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/api/errors';
import { brasiliaDayMonth, brasiliaTime } from '../../../lib/format';
import { useCancelInvitation, useResendInvitation } from '../api/team-api';
import styles from './TeamPage.module.css';
import type { TeamNotice } from './team-notice';

/** Invitations not accepted yet: each may be sent again (a new link, 72 hours more) or cancelled. */
export function InvitationsSection({
  invitations,
  onNotice,
}: {
  invitations: TeamInvitationView[];
  onNotice: (notice: TeamNotice) => void;
}) {
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  const [cancelling, setCancelling] = useState<TeamInvitationView | null>(null);
  const busy = resend.isPending || cancel.isPending;
  const done = (fallback: string) => ({
    onSuccess: (answer: { message?: string }) =>
      onNotice({ tone: 'success', text: answer.message ?? fallback }),
    onError: (error: unknown) =>
      onNotice({ tone: 'error', text: errorMessage(error, 'Erro ao alterar o convite. Tente novamente.') }),
  });

  return (
    <section className={styles.section} aria-labelledby="equipe-convites">
      <h2 id="equipe-convites">Convites pendentes</h2>
      {invitations.length === 0 ? (
        <p className={styles.note}>Nenhum convite pendente.</p>
      ) : (
        <ul className={styles.list}>
          {invitations.map((invitation) => (
            <li key={invitation.id} className={styles.person}>
              <div className={styles.who}>
                <span className={styles.name}>{invitation.nome}</span>
                <span className={styles.email}>{invitation.email}</span>
                <span className={styles.facts}>
                  <span className={styles.badge}>{teamRoleLabel(invitation.papel)}</span>
                  {invitation.expirado ? (
                    <span className={`${styles.badge} ${styles.inactive}`}>Expirado</span>
                  ) : (
                    <>
                      Vale até {brasiliaDayMonth(invitation.expiraEm)} às {brasiliaTime(invitation.expiraEm)}
                    </>
                  )}
                </span>
              </div>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  disabled={busy}
                  loading={resend.isPending && resend.variables === invitation.id}
                  aria-label={`Reenviar convite para ${invitation.nome}`}
                  onClick={() => resend.mutate(invitation.id, done('Convite reenviado.'))}
                >
                  Reenviar
                </Button>
                <Button
                  variant="ghost"
                  aria-haspopup="dialog"
                  disabled={busy}
                  aria-label={`Cancelar convite de ${invitation.nome}`}
                  onClick={() => setCancelling(invitation)}
                >
                  Cancelar
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={`Cancelar o convite de ${cancelling?.nome ?? ''}?`}
        message="O link enviado deixa de funcionar e a vaga fica livre para outra pessoa."
        confirmLabel="Cancelar convite"
        busy={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          if (!cancelling) return;
          cancel.mutate(cancelling.id, {
            ...done('Convite cancelado.'),
            onSettled: () => setCancelling(null),
          });
        }}
      />
    </section>
  );
}
