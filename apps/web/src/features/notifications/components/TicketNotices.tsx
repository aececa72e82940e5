import { useId } from 'react';
import { useAccountSettings } from '../../../lib/account-settings/queries';
import { useSession } from '../../../lib/session/useSession';
import { useTicketNotice } from '../api/notifications-api';
import { EnablePushButton } from './EnablePushButton';
import { NoticePicker } from './NoticePicker';
import styles from './Notices.module.css';
import { useNearTurnNotice } from './useNearTurnNotice';

interface TicketNoticesProps {
  queueId: number;
  ticketId: number;
  queueName: string;
  position: number;
}

/** The queue view's 'Avisos' box for the client's waiting ticket: when to be told, and on this device. */
export function TicketNotices({ queueId, ticketId, queueName, position }: TicketNoticesProps) {
  const titleId = useId();
  const notice = useTicketNotice(queueId);
  useNearTurnNotice({ ticketId, queueName, position, threshold: notice.data });
  const session = useSession('cliente');
  const settings = useAccountSettings('cliente', session?.id ?? 0);
  const accountOff = settings.data ? !settings.data.notificacoes || !settings.data.notificacoesPush : false;
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.boxTitle}>
        Avisos
      </h2>
      <NoticePicker queueId={queueId} />
      <EnablePushButton accountOff={accountOff} />
    </section>
  );
}

/** A Minhas Filas card's notice: the picker, and the in-page notice while the list is open. */
export function CardNotice({ queueId, ticketId, queueName, position }: TicketNoticesProps) {
  const notice = useTicketNotice(queueId);
  useNearTurnNotice({ ticketId, queueName, position, threshold: notice.data });
  return <NoticePicker queueId={queueId} />;
}
