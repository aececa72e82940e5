import { DELETE_ACCOUNT_CONFIRMATION, type UserType } from '@vez/domain';
import { useId } from 'react';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog, useConfirmation } from '../../../components/ui/ConfirmDialog';
import { MutationFeedback } from '../../../components/ui/MutationFeedback';
import { useDeleteAccount, useExportAccountData, useLogoutEverywhere } from '../api/queries';
import styles from './Profile.module.css';

const DELETE_EFFECT: Record<UserType, string> = {
  cliente:
    'Você sai de todas as filas e seus dados pessoais são apagados. O e-mail fica livre para um novo cadastro.',
  estabelecimento:
    'Suas filas são encerradas (os clientes são avisados), a assinatura termina e os dados da empresa são apagados.',
};

/**
 * What the user can do with the account itself (LGPD, decision 017): take a copy of their data, end
 * every session, delete the account after a confirmation (the app's own dialog, docs/conventions.md).
 * Ending sessions or deleting leads to '/'.
 */
export function AccountActions({ userType: role, id }: { userType: UserType; id: number }) {
  const titleId = useId();
  const exportData = useExportAccountData(role, id);
  const logoutAll = useLogoutEverywhere(role);
  const remove = useDeleteAccount(role, id);

  const deleting = useConfirmation();
  const confirmAndDelete = () => deleting.ask(() => remove.mutate());

  return (
    <Card>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.cardTitle}>
          Sua conta e seus dados
        </h2>
        <ul className={styles.actionList}>
          <li>
            <p>
              Um arquivo JSON com tudo o que guardamos sobre {role === 'cliente' ? 'você' : 'a empresa'}:
              cadastro, histórico de filas e pagamentos.
            </p>
            <Button variant="secondary" loading={exportData.isPending} onClick={() => exportData.mutate()}>
              Baixar meus dados
            </Button>
            <MutationFeedback
              result={exportData}
              errorFallback="Erro ao baixar seus dados. Tente novamente."
            />
          </li>
          <li>
            <p>Sai da conta em todos os aparelhos, inclusive neste.</p>
            <Button variant="secondary" loading={logoutAll.isPending} onClick={() => logoutAll.mutate()}>
              Encerrar sessões
            </Button>
            <MutationFeedback result={logoutAll} errorFallback="Erro ao encerrar sessões. Tente novamente." />
          </li>
          <li>
            <p>{DELETE_EFFECT[role]} Esta ação não pode ser desfeita.</p>
            <Button variant="danger" loading={remove.isPending} onClick={confirmAndDelete}>
              Excluir conta
            </Button>
            <MutationFeedback result={remove} errorFallback="Erro ao excluir conta. Tente novamente." />
          </li>
        </ul>
      </section>
      <ConfirmDialog
        {...deleting.props}
        title="Excluir conta?"
        message={DELETE_ACCOUNT_CONFIRMATION}
        confirmLabel="Excluir conta"
      />
    </Card>
  );
}
