import type { CreatedPanel, PanelSummary } from '@vez/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/api/errors';
import { brasiliaDate, brasiliaTime } from '../../../lib/format';
import { useCreatePanelLink, usePanelLinks, useRevokePanelLink } from '../api/panel-links-api';
import section from './DetailSection.module.css';
import { LinkOriginNote } from './LinkOriginNote';
import styles from './PanelLinksSection.module.css';
import { SectionLoadState } from './SectionLoadState';

const formatCreated = (iso: string) => `${brasiliaDate(iso)}, ${brasiliaTime(iso)}`;

export const REVOKE_WARNING =
  'A TV que mostra este painel passa a dizer que ele foi desativado. Para voltar a usá-la, crie um novo link.';

interface PanelLinksSectionProps {
  establishmentId: number;
  queueId: number;
  queueName: string;
}

/**
 * 'Painel para TV' (issue 17, decision 027): a link that shows this queue (or all of them) on a TV,
 * with the calls spoken aloud. The link is shown once, when created: only its hash is kept.
 */
export function PanelLinksSection({ establishmentId, queueId, queueName }: PanelLinksSectionProps) {
  const links = usePanelLinks(establishmentId);
  const create = useCreatePanelLink(establishmentId);
  const revoke = useRevokePanelLink(establishmentId);
  const [created, setCreated] = useState<CreatedPanel | null>(null);
  const [revoking, setRevoking] = useState<PanelSummary | null>(null);
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
  const shown = (links.data ?? []).filter((panel) => panel.filaId === null || panel.filaId === queueId);

  return (
    <section className={section.section} aria-labelledby="tv-panel-title">
      <h2 id="tv-panel-title" className={section.title}>
        Painel para TV
      </h2>
      <p className={section.note}>
        Abra o link numa TV ou num monitor da sala de espera: ele mostra quem foi chamado, em letras grandes,
        e anuncia cada chamada em voz alta. Não precisa de login. O link aparece só quando é criado.
      </p>
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
      {create.isError && (
        <Alert tone="error">{errorMessage(create.error, 'Não foi possível criar o link do painel.')}</Alert>
      )}
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
      {created && <LinkOriginNote origin={created.origemDoLink} device="a TV" />}
      {copied && (
        <p className={section.done} role="status">
          Link copiado.
        </p>
      )}

      {!links.isSuccess ? (
        <SectionLoadState
          query={links}
          loading="Carregando os painéis..."
          failed="Não foi possível carregar os painéis."
        />
      ) : shown.length === 0 ? (
        <p className={section.note}>Nenhum painel ativo para esta fila.</p>
      ) : (
        <ul className={styles.panelList} aria-label="Painéis ativos">
          {shown.map((panel) => (
            <li key={panel.id}>
              <span>
                {panel.filaId === null ? 'Todas as filas' : queueName} · criado em{' '}
                {formatCreated(panel.criadoEm)}
              </span>
              <Button variant="secondary" aria-haspopup="dialog" onClick={() => setRevoking(panel)}>
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
        <Alert tone="error">{errorMessage(revoke.error, 'Não foi possível desativar o painel.')}</Alert>
      )}

      <ConfirmDialog
        open={revoking !== null}
        title="Desativar este painel?"
        message={REVOKE_WARNING}
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
