import { useEffect, useState } from 'react';
import { brasiliaTime } from '../../lib/format';

/** The current time in Brasília, like the calls under it (decision 046): updated each minute's turn. */
export function PanelClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 10_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={now.toISOString()} style={{ fontSize: 'clamp(1.5rem, 3vw, 3rem)', fontWeight: 700 }}>
      {brasiliaTime(now)}
    </time>
  );
}
