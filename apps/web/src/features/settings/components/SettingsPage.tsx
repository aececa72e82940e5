import type { AccountSettings, UserType } from '@vez/domain';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import formStyles from '../../../components/form/forms.module.css';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { MutationFeedback } from '../../../components/ui/MutationFeedback';
import { SettingSwitch } from '../../../components/ui/SettingSwitch';
import { Spinner } from '../../../components/ui/Spinner';
import { useAccountSettings, useSaveSetting } from '../../../lib/account-settings/queries';
import { errorMessage } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/useSession';
import { applyTheme, type Theme, useTheme } from '../../../lib/theme/theme';
import { usePageTitle } from '../../../lib/usePageTitle';
import { ClientNoticeSettings } from '../../notifications';
import { APP_VERSION_LABEL } from '../app-version';
import styles from './Settings.module.css';

/** Where the establishment's reports are exported (the dashboard's export, for the chosen period). */
export const REPORT_EXPORT_PATH = '/estabelecimento/dashboard';

const NOTIFICATION_HINTS: Record<UserType, { all: string; email: string }> = {
  cliente: {
    all: 'Avisos da Vez sobre as suas filas e a sua conta. Desligue para não receber nenhum.',
    email: 'Os avisos da Vez também no seu e-mail.',
  },
  estabelecimento: {
    all: 'Avisos da Vez sobre o plano, os relatórios e a conta. Desligue para não receber nenhum.',
    email: 'Aviso de vencimento do plano e relatório mensal (plano Profissional) no e-mail da empresa.',
  },
};

/** Configurações of either role: theme, notifications, the establishment's data, help. */
export function SettingsPage({ userType: role }: { userType: UserType }) {
  usePageTitle('Configurações');
  const session = useSession(role);
  const id = session?.id ?? 0;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Configurações</h1>
        <p className={styles.lead}>Aparência, avisos e ajuda. As mudanças valem na hora.</p>
      </header>
      <ThemeSection />
      <AccountSettingsSections userType={role} id={id} />
      {role === 'estabelecimento' && <ReportsSection />}
      <HelpSection />
    </div>
  );
}

function ThemeSection() {
  const titleId = useId();
  const { theme } = useTheme();
  const options: { value: Theme; label: string }[] = [
    { value: 'light', label: 'Claro' },
    { value: 'dark', label: 'Escuro' },
  ];
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.sectionTitle}>
          Aparência
        </h2>
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.label}>Tema</legend>
          <div className={formStyles.radios}>
            {options.map((option) => (
              <label key={option.value} className={formStyles.radio}>
                <input
                  type="radio"
                  name="tema"
                  value={option.value}
                  checked={theme === option.value}
                  onChange={() => applyTheme(option.value)}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <p className={styles.saving}>Fica guardado neste navegador.</p>
      </section>
    </Card>
  );
}

/** The switches stored with the account on the server (notifications; the establishment's backup). */
function AccountSettingsSections({ userType: role, id }: { userType: UserType; id: number }) {
  const notificationsTitle = useId();
  const settings = useAccountSettings(role, id);
  const save = useSaveSetting(role, id);
  const change = (patch: Partial<AccountSettings>) => save.mutate(patch);
  const saveError = (
    <MutationFeedback result={save} errorFallback="Erro ao salvar configurações. Tente novamente." />
  );

  let notifications: ReactNode;
  if (settings.isPending) {
    notifications = (
      <p className={styles.sectionText} role="status">
        <Spinner size="small" label="" /> Carregando configurações...
      </p>
    );
  } else if (settings.isError) {
    notifications = (
      <div role="alert">
        <p className={styles.sectionText}>{errorMessage(settings.error, 'Erro ao carregar configurações')}</p>
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          Tentar Novamente
        </Button>
      </div>
    );
  } else {
    const current = settings.data;
    notifications = (
      <ul className={styles.rows}>
        <li>
          <SettingSwitch
            label="Receber notificações"
            hint={NOTIFICATION_HINTS[role].all}
            checked={current.notificacoes}
            onChange={(on) => change({ notificacoes: on })}
          />
        </li>
        <li>
          <SettingSwitch
            label="Receber notificações por e-mail"
            hint={
              current.notificacoes
                ? NOTIFICATION_HINTS[role].email
                : 'Desligado enquanto as notificações estiverem desativadas.'
            }
            checked={current.notificacoes && current.notificacoesEmail}
            disabled={!current.notificacoes}
            onChange={(on) => change({ notificacoesEmail: on })}
          />
        </li>
        {role === 'cliente' && <ClientNoticeSettings current={current} onChange={change} />}
      </ul>
    );
  }

  return (
    <>
      <Card>
        <section aria-labelledby={notificationsTitle}>
          <h2 id={notificationsTitle} className={styles.sectionTitle}>
            Notificações
          </h2>
          {notifications}
          {saveError}
        </section>
      </Card>
      {role === 'estabelecimento' && settings.data && (
        <BackupSection
          on={settings.data.backupAutomatico}
          onChange={(on) => change({ backupAutomatico: on })}
        />
      )}
    </>
  );
}

function BackupSection({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.sectionTitle}>
          Backup
        </h2>
        <SettingSwitch
          label="Backup automático"
          hint="Toda semana enviamos ao e-mail da empresa uma planilha (Excel) com os dados dela: cadastro, filas, atendimentos dos últimos 90 dias e pagamentos de planos."
          checked={on}
          onChange={onChange}
        />
      </section>
    </Card>
  );
}

function ReportsSection() {
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.sectionTitle}>
          Relatórios
        </h2>
        <p className={styles.sectionText}>
          Exporte as estatísticas de um período em PDF ou planilha no Dashboard (plano Profissional).
        </p>
        <ButtonLink to={REPORT_EXPORT_PATH} variant="secondary">
          Exportar relatório
        </ButtonLink>
      </section>
    </Card>
  );
}

function HelpSection() {
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.sectionTitle}>
          Ajuda e informações
        </h2>
        <ul className={styles.links}>
          <li>
            <Link to="/termos">
              Termos de Uso <span aria-hidden="true">›</span>
            </Link>
          </li>
          <li>
            <Link to="/privacidade">
              Política de Privacidade <span aria-hidden="true">›</span>
            </Link>
          </li>
          <li>
            <Link to="/faq">
              Central de ajuda <span aria-hidden="true">›</span>
            </Link>
          </li>
        </ul>
        <p className={styles.version}>Versão {APP_VERSION_LABEL}</p>
      </section>
    </Card>
  );
}
