import { useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { LinkOriginNote } from '../../../components/ui/LinkOriginNote';
import { Spinner } from '../../../components/ui/Spinner';
import { usePageLink } from '../api/queries';
import styles from './Profile.module.css';

/**
 * 'Link da sua página' (decision 069): the page anyone opens to see the establishment's queues and join,
 * with or without an account, on the address the QR poster uses. The owner copies it for Instagram,
 * WhatsApp or the shop's Google listing.
 */
export function PageLinkCard({ id }: { id: number }) {
  const titleId = useId();
  const link = usePageLink(id);
  const [copied, setCopied] = useState<'sim' | 'falhou' | null>(null);

  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied('sim');
    } catch {
      setCopied('falhou');
    }
  };

  return (
    <Card>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.cardTitle}>
          Link da sua página
        </h2>
        <p className={styles.cardText}>
          Coloque no Instagram, no WhatsApp ou no Google: quem abre vê suas filas e entra, com ou sem
          cadastro.
        </p>
        {link.isPending ? (
          <p className={styles.cardText} role="status">
            <Spinner size="small" label="" /> Carregando o link...
          </p>
        ) : link.isError ? (
          <div role="alert">
            <p className={styles.cardText}>Não foi possível carregar o link da sua página.</p>
            <Button variant="secondary" onClick={() => void link.refetch()}>
              Tentar Novamente
            </Button>
          </div>
        ) : (
          <>
            <p className={styles.pageLink}>
              <a href={link.data.link} target="_blank" rel="noreferrer">
                {link.data.link}
              </a>
            </p>
            {typeof navigator !== 'undefined' && navigator.clipboard && (
              <div className={styles.actionsRow}>
                <Button variant="secondary" onClick={() => void copy(link.data.link)}>
                  Copiar link
                </Button>
              </div>
            )}
            {copied && (
              <p className={copied === 'sim' ? styles.copied : styles.hintText} role="status">
                {copied === 'sim'
                  ? 'Link copiado.'
                  : 'Não foi possível copiar. Toque no link e copie pelo navegador.'}
              </p>
            )}
            <div className={styles.originNote}>
              <LinkOriginNote origin={link.data.origemDoLink} device="o celular" />
            </div>
          </>
        )}
      </section>
    </Card>
  );
}
