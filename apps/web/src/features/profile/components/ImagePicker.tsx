import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ACCEPTED_IMAGE_TYPES, imageProblem } from './image-choice';
import styles from './Profile.module.css';

interface ImagePickerProps {
  companyName: string;
  /** The stored picture's path, or null. */
  currentUrl: string | null;
  /** The picture chosen and not saved yet. */
  chosen: File | null;
  onChoose: (file: File | null) => void;
  /** Deletes the stored picture at once. */
  onRemoveStored: () => void;
  removing: boolean;
  /** The server's refusal (415/413) or a failed removal. */
  error: string | null;
}

/**
 * 'Imagem da empresa': the picture clients see on the cards and the detail page. A chosen file is
 * checked here (type, 5 MB) and previewed, and goes with 'Salvar alterações'; the stored one can be
 * removed. The frame keeps its size whatever it shows, so nothing moves.
 */
export function ImagePicker({
  companyName,
  currentUrl,
  chosen,
  onChoose,
  onRemoveStored,
  removing,
  error,
}: ImagePickerProps) {
  const titleId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Made and freed in a layout effect, before the browser paints: the frame that drops the chosen file
  // (saved, discarded) already shows the stored picture, and nothing is freed that is still shown.
  const [preview, setPreview] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (!chosen) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(chosen);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [chosen]);

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refusal = imageProblem(file);
    setProblem(refusal);
    if (!refusal) onChoose(file);
  };

  const shown = preview ?? currentUrl;
  const message = problem ?? error;

  return (
    <Card>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.cardTitle}>
          Imagem da empresa
        </h2>
        <div className={styles.imageFrame}>
          {shown ? (
            <img
              src={shown}
              alt={preview ? `Nova imagem de ${companyName} (ainda não salva)` : `Imagem de ${companyName}`}
              width={400}
              height={300}
            />
          ) : (
            <div className={styles.imagePlaceholder}>
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
                <rect x="3" y="4" width="18" height="16" rx="2" />
                <circle cx="9" cy="10" r="2" />
                <path d="m21 17-5-5-9 8" />
              </svg>
              <span>Nenhuma imagem</span>
            </div>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          hidden
          aria-label="Arquivo da imagem da empresa"
          onChange={(event) => pick(event.target.files?.[0])}
        />
        <div className={styles.actionsRow}>
          <Button
            variant="secondary"
            aria-describedby={message ? errorId : undefined}
            onClick={() => input.current?.click()}
          >
            {shown ? 'Trocar imagem' : 'Escolher imagem'}
          </Button>
          {chosen ? (
            <Button variant="ghost" onClick={() => onChoose(null)}>
              Descartar nova imagem
            </Button>
          ) : (
            currentUrl && (
              <Button variant="ghost" loading={removing} onClick={onRemoveStored}>
                Remover imagem
              </Button>
            )
          )}
        </div>
        {message ? (
          // A refusal from the server is announced by the form's own notice; a local one here.
          <p id={errorId} className={styles.imageError} role={problem ? 'alert' : undefined}>
            {message}
          </p>
        ) : (
          <p className={styles.imageNote}>
            {chosen
              ? 'A nova imagem é salva com os dados, em “Salvar alterações”.'
              : 'JPEG, PNG ou WebP de até 5 MB. Aparece para os clientes na lista e na página da empresa.'}
          </p>
        )}
      </section>
    </Card>
  );
}
