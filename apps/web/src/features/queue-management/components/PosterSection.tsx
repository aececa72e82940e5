import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { LinkOriginNote } from '../../../components/ui/LinkOriginNote';
import { errorMessage } from '../../../lib/api/errors';
import { type PosterFormat, useJoinCode, usePosterDownload, useRegenerateJoinCode } from '../api/poster-api';
import styles from './DetailSection.module.css';
import { SectionLoadState } from './SectionLoadState';

/** What 'Gerar novo código' costs, said before it is done. */
export const REGENERATE_WARNING =
  'O cartaz atual deixará de funcionar: quem escanear o QR antigo verá que o cartaz está desatualizado. Depois, imprima o novo cartaz.';

interface PosterSectionProps {
  queueId: number;
  /** A closed queue's poster still opens, and says the queue is closed. */
  closed: boolean;
}

/**
 * 'Cartaz com QR' (issue 17, decision 026): the queue's short link, the A4 poster to print (PDF or PNG)
 * and a new code when a poster must stop working (torn down, photographed by the wrong people).
 */
export function PosterSection({ queueId, closed }: PosterSectionProps) {
  const code = useJoinCode(queueId);
  const download = usePosterDownload(queueId);
  const regenerate = useRegenerateJoinCode(queueId);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);

  const save = (format: PosterFormat) => {
    regenerate.reset();
    download.mutate(format);
  };
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="poster-title">
      <h2 id="poster-title" className={styles.title}>
        Cartaz com QR
      </h2>
      <p className={styles.note}>
        Imprima e deixe na entrada ou no balcão: quem aponta a câmera do celular abre esta fila e entra com um
        toque.
      </p>
      {closed && (
        <p className={styles.note}>
          A fila está encerrada: quem escanear o cartaz verá que ela não está aberta.
        </p>
      )}

      {!code.isSuccess ? (
        <SectionLoadState
          query={code}
          loading="Carregando o link da fila..."
          failed="Não foi possível carregar o link da fila."
        />
      ) : (
        <>
          <div className={styles.linkRow}>
            <span className={styles.linkLabel}>O QR code do cartaz abre este link</span>
            <a className={styles.link} href={code.data.link} target="_blank" rel="noreferrer">
              {code.data.link}
            </a>
            {typeof navigator !== 'undefined' && navigator.clipboard && (
              <Button variant="ghost" onClick={() => void copy(code.data.link)}>
                Copiar link
              </Button>
            )}
          </div>
          <LinkOriginNote origin={code.data.origemDoLink} device="o celular" />
          <div className={styles.actions}>
            <Button
              loading={download.isPending && download.variables === 'pdf'}
              disabled={download.isPending}
              onClick={() => save('pdf')}
            >
              Baixar PDF
            </Button>
            <Button
              variant="secondary"
              loading={download.isPending && download.variables === 'png'}
              disabled={download.isPending}
              onClick={() => save('png')}
            >
              Baixar PNG
            </Button>
            <Button
              variant="secondary"
              aria-haspopup="dialog"
              onClick={() => {
                download.reset();
                regenerate.reset();
                setConfirming(true);
              }}
            >
              Gerar novo código
            </Button>
          </div>
        </>
      )}

      {copied && (
        <p className={styles.done} role="status">
          Link copiado.
        </p>
      )}
      {download.isError && (
        <Alert tone="error">
          {errorMessage(download.error, 'Não foi possível baixar o cartaz. Tente novamente.')}
        </Alert>
      )}
      {regenerate.isSuccess && (
        <p className={styles.done} role="status">
          {regenerate.data.message}
        </p>
      )}
      {regenerate.isError && !confirming && (
        <Alert tone="error">{errorMessage(regenerate.error, 'Não foi possível gerar um novo código.')}</Alert>
      )}

      <ConfirmDialog
        open={confirming}
        title="Gerar novo código?"
        message={REGENERATE_WARNING}
        confirmLabel="Gerar novo código"
        busy={regenerate.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => regenerate.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </section>
  );
}
