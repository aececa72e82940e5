import { type AccountSettings, formatPhone, NOTICE_AHEAD_DEFAULT } from '@vez/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { SettingSwitch } from '../../../components/ui/SettingSwitch';
import settingsStyles from '../../../components/ui/SettingSwitch.module.css';
import { useNoticeChannels } from '../../../lib/notice-channels';
import { useSession } from '../../../lib/session/useSession';
import { EnablePushButton } from './EnablePushButton';
import styles from './Notices.module.css';
import { NOTICE_OPTIONS, peopleUnit } from './notice-options';

interface ClientNoticeSettingsProps {
  current: AccountSettings;
  onChange: (patch: Partial<AccountSettings>) => void;
}

/**
 * A client's queue notices in Configurações, as rows of its Notificações list: the default 'Avise-me
 * quando faltarem N pessoas' of new tickets, push (with this device's button) and, where this server
 * sends WhatsApp, the consent to it at the account's phone.
 */
export function ClientNoticeSettings({ current, onChange }: ClientNoticeSettingsProps) {
  const selectId = useId();
  const phone = useSession('cliente')?.telefone ?? '';
  const channels = useNoticeChannels();
  const off = !current.notificacoes;
  return (
    <>
      <li>
        {/* Stacked, not beside the text like a switch: the select is too wide for a phone's row. */}
        <div className={styles.settingRow}>
          <label htmlFor={selectId} className={settingsStyles.switchLabel}>
            Avise-me quando faltarem
          </label>
          <p id={`${selectId}-hint`} className={settingsStyles.switchHint}>
            Vale para cada fila em que você entrar; dá para mudar em cada uma. Quando chegar a sua vez, você é
            sempre avisado.
          </p>
          <span className={styles.withUnit}>
            <select
              id={selectId}
              className={styles.select}
              value={current.avisoPessoas ?? NOTICE_AHEAD_DEFAULT}
              aria-describedby={`${selectId}-hint`}
              onChange={(event) => onChange({ avisoPessoas: Number(event.target.value) })}
            >
              {NOTICE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <span className={styles.pickerLabel}>{peopleUnit(current.avisoPessoas)}</span>
          </span>
        </div>
      </li>
      <li>
        <SettingSwitch
          label="Notificações no celular ou computador"
          hint={
            off
              ? 'Desligado enquanto as notificações estiverem desativadas.'
              : 'Os avisos da fila aparecem no aparelho mesmo com a Vez fechada, nos aparelhos em que você ativar.'
          }
          checked={!off && current.notificacoesPush !== false}
          disabled={off}
          onChange={(on) => onChange({ notificacoesPush: on })}
        />
        {!off && current.notificacoesPush !== false && (
          <div className={styles.settingExtra}>
            <EnablePushButton />
          </div>
        )}
      </li>
      {channels.data?.whatsapp && (
        <li>
          <SettingSwitch
            label="Avisos por WhatsApp"
            hint={
              off
                ? 'Desligado enquanto as notificações estiverem desativadas.'
                : phone
                  ? `Autorizo a Vez a enviar os avisos das minhas filas por WhatsApp para ${formatPhone(phone)}, o telefone da minha conta.`
                  : 'Cadastre um telefone no seu perfil para receber os avisos por WhatsApp.'
            }
            checked={!off && Boolean(phone) && current.notificacoesWhatsapp === true}
            disabled={off || !phone}
            onChange={(on) => onChange({ notificacoesWhatsapp: on })}
          />
          {!phone && !off && (
            <div className={styles.settingExtra}>
              <Link to="/cliente/perfil">Ir para o perfil</Link>
            </div>
          )}
        </li>
      )}
    </>
  );
}
