import { PASSWORD_EMAIL_SENT_MESSAGE, type UserType } from '@vez/domain';
import { useId } from 'react';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { MutationFeedback } from '../../../components/ui/MutationFeedback';
import { usePasswordChangeEmail } from '../api/queries';
import styles from './Profile.module.css';

interface AccessCardProps {
  userType: UserType;
  title: string;
  /** The login e-mail, shown read-only; left out where the form already shows it. */
  email?: string;
}

/**
 * How the account is entered: the e-mail (read-only) and a masked password with 'Alterar', which
 * e-mails the account a link to choose a new one (nobody types a password on this page).
 */
export function AccessCard({ userType: role, title, email }: AccessCardProps) {
  const titleId = useId();
  const passwordEmail = usePasswordChangeEmail(role);
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.cardTitle}>
          {title}
        </h2>
        <dl className={styles.facts}>
          {email !== undefined && (
            <div>
              <dt>E-mail (não pode ser alterado)</dt>
              <dd>{email}</dd>
            </div>
          )}
          <div>
            <dt>Senha</dt>
            <dd>
              <span className={styles.mask} aria-hidden="true">
                ••••••••
              </span>
              <span className="visually-hidden">oculta</span>
            </dd>
          </div>
        </dl>
        <div className={styles.actionsRow}>
          <Button
            variant="secondary"
            loading={passwordEmail.isPending}
            aria-label="Alterar senha"
            onClick={() => passwordEmail.mutate()}
          >
            Alterar
          </Button>
        </div>
        <p className={styles.hintText}>
          Ao tocar em Alterar, enviamos ao seu e-mail um link para criar uma nova senha.
        </p>
        <MutationFeedback
          result={passwordEmail}
          errorFallback="Erro ao enviar email. Tente novamente."
          successMessage={PASSWORD_EMAIL_SENT_MESSAGE}
        />
      </section>
    </Card>
  );
}
