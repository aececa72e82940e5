import { useId } from 'react';
import { useAccountSettings } from '../../../lib/account-settings/queries';
import { useSession } from '../../../lib/session/useSession';
import { useSaveTicketNotice, useTicketNotice } from '../api/notifications-api';
import { EnablePushButton } from './EnablePushButton';
import { NoticeAheadPicker, type NoticeAheadSave, type NoticeAheadValue, NoticePicker } from './NoticePicker';
import styles from './Notices.module.css';
import { useNearTurnNotice } from './useNearTurnNotice';
import type { PushTarget } from './usePushDevice';

interface TicketNoticesProps {
  queueId: number;
  ticketId: number;
  queueName: string;
  position: number;
}

/** The queue view's 'Avisos' box for the client's waiting ticket: when to be told, and on this device. */
export function TicketNotices({ queueId, ticketId, queueName, position }: TicketNoticesProps) {
  const notice = useTicketNotice(queueId);
  const save = useSaveTicketNotice(queueId);
  const session = useSession('cliente');
  const settings = useAccountSettings('cliente', session?.id ?? 0);
  const accountOff = settings.data ? !settings.data.notificacoes || !settings.data.notificacoesPush : false;
  return (
    <TicketNoticesBox
      ticketId={ticketId}
      queueName={queueName}
      position={position}
      notice={notice}
      save={save}
      accountOff={accountOff}
    />
  );
}

interface TicketNoticesBoxProps {
  ticketId: number;
  queueName: string;
  position: number;
  /** The ticket's 'Avise-me quando faltarem N pessoas', read and saved where the caller keeps it. */
  notice: NoticeAheadValue;
  save: NoticeAheadSave;
  /** Whom this device's notifications go to: the account signed in by default. */
  push?: PushTarget;
  accountOff?: boolean;
  /** Says nothing of notifications where this browser has none (see EnablePushButton). */
  hideUnsupportedPush?: boolean;
}

/**
 * The 'Avisos' box of one waiting ticket, wherever it is read and saved (an account's ticket, a guest's
 * ticket by its link): when to be told, the in-page notice as the position crosses it, and this device.
 */
export function TicketNoticesBox({
  ticketId,
  queueName,
  position,
  notice,
  save,
  push,
  accountOff = false,
  hideUnsupportedPush = false,
}: TicketNoticesBoxProps) {
  const titleId = useId();
  useNearTurnNotice({ ticketId, queueName, position, threshold: notice.data });
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.boxTitle}>
        Avisos
      </h2>
      <NoticeAheadPicker notice={notice} save={save} />
      <EnablePushButton
        accountOff={accountOff}
        {...(push ? { target: push } : {})}
        hideWhenUnsupported={hideUnsupportedPush}
      />
    </section>
  );
}

/** A Minhas Filas card's notice: the picker, and the in-page notice while the list is open. */
export function CardNotice({ queueId, ticketId, queueName, position }: TicketNoticesProps) {
  const notice = useTicketNotice(queueId);
  useNearTurnNotice({ ticketId, queueName, position, threshold: notice.data });
  return <NoticePicker queueId={queueId} />;
}
