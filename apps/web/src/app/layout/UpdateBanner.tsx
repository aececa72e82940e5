import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { useAppUpdate } from '../../lib/pwa/app-update';
import styles from './UpdateBanner.module.css';

/**
 * 'Nova versão disponível': shown while a new service worker waits (lib/pwa/app-update). 'Atualizar'
 * activates it and reloads; until then the page keeps running the version it loaded with.
 */
export function UpdateBanner({ inert }: { inert?: boolean }) {
  const apply = useAppUpdate();
  const [updating, setUpdating] = useState(false);
  if (!apply) return null;
  return (
    <div className={styles.banner} role="status" inert={inert}>
      <p>Nova versão disponível</p>
      <Button
        loading={updating}
        onClick={() => {
          setUpdating(true);
          apply();
        }}
      >
        Atualizar
      </Button>
    </div>
  );
}
