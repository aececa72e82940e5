import { KIOSK_TICKET_SECONDS, type KioskJoinResult } from '@vez/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { countOf, formatMinutes } from '../../lib/format';
import styles from './KioskPage.module.css';

interface KioskTicketProps {
  queueName: string;
  result: KioskJoinResult;
  /** Back to the start: after KIOSK_TICKET_SECONDS, or at once with 'Concluir'. */
  onDone: () => void;
}

/**
 * The new ticket on the tablet: the place, the wait and the ticket page as a QR code for the person's own
 * phone. The link itself is not written out: the screen faces the room, and the link is the ticket's key.
 */
export function KioskTicket({ queueName, result, onDone }: KioskTicketProps) {
  const [left, setLeft] = useState(KIOSK_TICKET_SECONDS);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      const remaining = KIOSK_TICKET_SECONDS - Math.floor((Date.now() - startedAt) / 1000);
      if (remaining <= 0) {
        window.clearInterval(timer);
        done.current();
      } else {
        setLeft(remaining);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <div className={styles.ticket}>
      <div className={styles.ticketFacts}>
        <p className={styles.ticketQueue}>{queueName}</p>
        <p className={styles.ticketPosition}>
          <span>Sua posição</span>
          <strong>{result.position}º</strong>
        </p>
        <p className={styles.ticketWait}>
          {result.estimatedWaitMinutes > 0
            ? `Espera estimada: ${formatMinutes(result.estimatedWaitMinutes)}`
            : 'Sem espera: você é o próximo'}
          {result.groupSize > 1 && ` · ${countOf(result.groupSize, 'pessoa', 'pessoas')}`}
        </p>
      </div>
      <div className={styles.ticketQr}>
        <img
          className={styles.qr}
          src={result.qrCode}
          width={360}
          height={360}
          alt="QR code da página da sua senha"
        />
        <p className={styles.scan}>Aponte a câmera do celular para acompanhar sua vez</p>
      </div>
      <div className={styles.ticketEnd}>
        <Button className={styles.bigButton} onClick={onDone}>
          Concluir
        </Button>
        <p className={styles.countdown}>Voltando ao início em {left} s</p>
      </div>
    </div>
  );
}
