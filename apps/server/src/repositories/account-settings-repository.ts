import { type AccountSettings, NOTICE_AHEAD_DEFAULT } from '@vez/domain';
import type { Kysely } from 'kysely';
import type { Database, SubjectType } from '../database/schema';

const DEFAULTS: AccountSettings = {
  notificacoes: true,
  notificacoesEmail: true,
  backupAutomatico: false,
  avisoPessoas: NOTICE_AHEAD_DEFAULT,
  notificacoesPush: true,
  notificacoesWhatsapp: false,
};

/**
 * A guest's ticket says nothing by e-mail or WhatsApp unless the guest agreed on joining (LGPD): its row
 * is written then; without one, nothing but push.
 */
const GUEST_DEFAULTS: AccountSettings = {
  ...DEFAULTS,
  notificacoesEmail: false,
  notificacoesWhatsapp: false,
};

/** Each account's Configurações; an account that never saved any has the defaults. */
export class AccountSettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async get(userType: SubjectType, subjectId: number): Promise<AccountSettings> {
    const row = await this.db
      .selectFrom('account_settings')
      .selectAll()
      .where('user_type', '=', userType)
      .where('subject_id', '=', subjectId)
      .executeTakeFirst();
    if (!row) return { ...(userType === 'convidado' ? GUEST_DEFAULTS : DEFAULTS) };
    return {
      notificacoes: row.notifications === 1,
      notificacoesEmail: row.email_notifications === 1,
      backupAutomatico: row.auto_backup === 1,
      avisoPessoas: row.notice_ahead,
      notificacoesPush: row.push_notifications === 1,
      notificacoesWhatsapp: row.whatsapp_notifications === 1,
    };
  }

  async save(
    userType: SubjectType,
    subjectId: number,
    settings: AccountSettings,
    now: number,
  ): Promise<void> {
    const values = {
      notifications: settings.notificacoes ? 1 : 0,
      email_notifications: settings.notificacoesEmail ? 1 : 0,
      auto_backup: settings.backupAutomatico ? 1 : 0,
      notice_ahead: settings.avisoPessoas,
      push_notifications: settings.notificacoesPush ? 1 : 0,
      whatsapp_notifications: settings.notificacoesWhatsapp ? 1 : 0,
      updated_at: now,
    };
    await this.db
      .insertInto('account_settings')
      .values({ user_type: userType, subject_id: subjectId, ...values })
      .onConflict((oc) => oc.columns(['user_type', 'subject_id']).doUpdateSet(values))
      .execute();
  }

  async remove(userType: SubjectType, subjectId: number): Promise<void> {
    await this.db
      .deleteFrom('account_settings')
      .where('user_type', '=', userType)
      .where('subject_id', '=', subjectId)
      .execute();
  }

  /** The consent of these guest tickets, once their data is erased (decision 068). */
  async removeOfGuests(ticketIds: readonly number[]): Promise<void> {
    if (ticketIds.length === 0) return;
    await this.db
      .deleteFrom('account_settings')
      .where('user_type', '=', 'convidado')
      .where('subject_id', 'in', ticketIds)
      .execute();
  }

  /** Whether the account wants e-mails that are not part of a transaction (notices, reports, backups). */
  async wantsEmail(userType: SubjectType, subjectId: number): Promise<boolean> {
    const settings = await this.get(userType, subjectId);
    return settings.notificacoes && settings.notificacoesEmail;
  }

  /** Establishments that switched the weekly backup on. */
  async establishmentsWithBackup(): Promise<number[]> {
    const rows = await this.db
      .selectFrom('account_settings')
      .select('subject_id')
      .where('user_type', '=', 'estabelecimento')
      .where('auto_backup', '=', 1)
      .orderBy('subject_id')
      .execute();
    return rows.map((row) => row.subject_id);
  }
}
