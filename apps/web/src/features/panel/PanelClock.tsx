import { useEffect, useState } from 'react';

const format = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** The current time, as a clock on the wall: updated each minute's turn. */
export function PanelClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 10_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={now.toISOString()} style={{ fontSize: 'clamp(1.5rem, 3vw, 3rem)', fontWeight: 700 }}>
      {format.format(now)}
    </time>
  );
}
