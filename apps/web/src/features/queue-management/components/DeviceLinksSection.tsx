import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { LinkOriginNote } from '../../../components/ui/LinkOriginNote';
import { errorMessage } from '../../../lib/api/errors';
import { brasiliaDate, brasiliaTime } from '../../../lib/format';
import {
  type CreatedDeviceLink,
  type DeviceKind,
  type DeviceLink,
  useCreateDeviceLink,
  useDeviceLinks,
  useRevokeDeviceLink,
} from '../api/device-links-api';
import section from './DetailSection.module.css';
import styles from './DeviceLinksSection.module.css';
import { SectionLoadState } from './SectionLoadState';

const formatCreated = (iso: string) => `${brasiliaDate(iso)}, ${brasiliaTime(iso)}`;

/** What one kind of device link is called on screen: the TV panel's words, or the kiosk's. */
export interface DeviceLinkWords {
  title: string;
  /** What the link does and where to open it, under the title. */
  note: string;
  /** Who opens the link, for the note on where its address came from: 'a TV', 'o tablet'. */
  device: string;
  /** The list's name, for screen readers: 'Painéis ativos'. */
  listLabel: string;
  loading: string;
  failed: string;
  empty: string;
  createFailed: string;
  /** The confirmation before revoking: its question and what it costs. */
  revokeTitle: string;
  revokeWarning: string;
  revokeFailed: string;
}

interface DeviceLinksSectionProps {
  kind: DeviceKind;
  words: DeviceLinkWords;
  establishmentId: number;
  queueId: number;
  queueName: string;
  /** A line about this queue in particular (a kiosk does not offer a queue closed to guests). */
  notice?: ReactNode;
}

/**
 * A link an establishment opens on a device of its own, with no login: the TV panel (issue 17, decision
 * 027) or the kiosk at the door (decision 068). For this queue or all of them; shown once, when created
 * (only its hash is kept); listed by what it shows and when it was made; revoked after a confirmation.
 */
export function DeviceLinksSection({
  kind,
  words,
  establishmentId,
  queueId,
  queueName,
  notice,
}: DeviceLinksSectionProps) {
  const titleId = useId();
  const links = useDeviceLinks(kind, establishmentId);
  const create = useCreateDeviceLink(kind, establishmentId);
  const revoke = useRevokeDeviceLink(kind, establishmentId);
  const [created, setCreated] = useState<CreatedDeviceLink | null>(null);
  const [revoking, setRevoking] = useState<DeviceLink | null>(null);
  const [copied, setCopied] = useState(false);

  const make = (forQueue: number | null) => {
    setCopied(false);
    revoke.reset();
    create.mutate(forQueue, { onSuccess: setCreated });
  };
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const shown = (links.data ?? []).filter((link) => link.filaId === null || link.filaId === queueId);

  return (
    <section className={section.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={section.title}>
        {words.title}
      </h2>
      <p className={section.note}>{words.note}</p>
      {notice}
      <div className={section.actions}>
        <Button
          loading={create.isPending && create.variables === queueId}
          disabled={create.isPending}
          onClick={() => make(queueId)}
        >
          Criar link desta fila
        </Button>
        <Button
          variant="secondary"
          loading={create.isPending && create.variables === null}
          disabled={create.isPending}
          onClick={() => make(null)}
        >
          Criar link de todas as filas
        </Button>
      </div>
      {create.isError && <Alert tone="error">{errorMessage(create.error, words.createFailed)}</Alert>}
      {created && (
        <div className={section.linkRow}>
          <span className={section.linkLabel}>
            Novo link ({created.filaNome ?? 'todas as filas'}) — guarde ou abra agora: ele não será mostrado
            de novo
          </span>
          <a className={section.link} href={created.link} target="_blank" rel="noreferrer">
            {created.link}
          </a>
          {typeof navigator !== 'undefined' && navigator.clipboard && (
            <Button variant="ghost" onClick={() => void copy(created.link)}>
              Copiar link
            </Button>
          )}
        </div>
      )}
      {created && <LinkOriginNote origin={created.origemDoLink} device={words.device} />}
      {copied && (
        <p className={section.done} role="status">
          Link copiado.
        </p>
      )}

      {!links.isSuccess ? (
        <SectionLoadState query={links} loading={words.loading} failed={words.failed} />
      ) : shown.length === 0 ? (
        <p className={section.note}>{words.empty}</p>
      ) : (
        <ul className={styles.linkList} aria-label={words.listLabel}>
          {shown.map((link) => (
            <li key={link.id}>
              <span>
                {link.filaId === null ? 'Todas as filas' : queueName} · criado em{' '}
                {formatCreated(link.criadoEm)}
              </span>
              <Button variant="secondary" aria-haspopup="dialog" onClick={() => setRevoking(link)}>
                Desativar
              </Button>
            </li>
          ))}
        </ul>
      )}
      {revoke.isSuccess && (
        <p className={section.done} role="status">
          {revoke.data.message}
        </p>
      )}
      {revoke.isError && !revoking && (
        <Alert tone="error">{errorMessage(revoke.error, words.revokeFailed)}</Alert>
      )}

      <ConfirmDialog
        open={revoking !== null}
        title={words.revokeTitle}
        message={words.revokeWarning}
        confirmLabel="Desativar"
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          if (created?.id === revoking.id) setCreated(null);
          revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) });
        }}
      />
    </section>
  );
}
