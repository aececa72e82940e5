import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LinkOrigin, PanelSummary } from '@vez/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { PanelLinksSection, REVOKE_WARNING } from './PanelLinksSection';

const TOKEN = 'x'.repeat(43);

function serve(base = 'https://vez.exemplo', origemDoLink: LinkOrigin = 'PUBLIC_URL') {
  let panels: PanelSummary[] = [];
  const fetch = mockFetch((url, init) => {
    if (url !== '/api/establishments/5/panels' && !url.startsWith('/api/establishments/5/panels/')) {
      return jsonResponse(404, {});
    }
    if (init.method === 'POST') {
      const filaId = (bodyOf(init).filaId as number | undefined) ?? null;
      const panel = {
        id: panels.length + 1,
        filaId,
        filaNome: filaId ? 'Corte' : null,
        criadoEm: '2026-11-24T12:00:00.000Z',
      };
      panels = [panel, ...panels];
      return jsonResponse(201, {
        success: true,
        data: { ...panel, token: TOKEN, link: `${base}/painel/${TOKEN}`, origemDoLink },
      });
    }
    if (init.method === 'DELETE') {
      const id = Number(url.split('/').pop());
      panels = panels.filter((p) => p.id !== id);
      return jsonResponse(200, { success: true, message: 'Painel desativado' });
    }
    return jsonResponse(200, { success: true, data: panels });
  });
  return fetch;
}

describe('PanelLinksSection', () => {
  it('creates a link for this queue, shows it once, and revokes it after a confirmation', async () => {
    storeSession({ userType: 'estabelecimento', id: 5 });
    const fetch = serve();
    renderPage(<PanelLinksSection establishmentId={5} queueId={7} queueName="Corte" />);
    expect(await screen.findByText('Nenhum painel ativo para esta fila.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Criar link desta fila' }));
    const link = await screen.findByRole('link', { name: `https://vez.exemplo/painel/${TOKEN}` });
    expect(link).toHaveAttribute('target', '_blank');
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({ filaId: 7 });
    expect(screen.queryByText(/PUBLIC_URL/)).not.toBeInTheDocument();
    expect(await screen.findByText(/Corte · criado em/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Desativar' }));
    expect(screen.getByText(REVOKE_WARNING)).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('Painel desativado')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum painel ativo para esta fila.')).toBeInTheDocument();
    // The link of a revoked panel is not left on screen to be copied.
    expect(screen.queryByRole('link', { name: /painel\// })).not.toBeInTheDocument();
  });

  it('creates a link of all queues without a queue id, saying the TV must share the network', async () => {
    storeSession({ userType: 'estabelecimento', id: 5 });
    const fetch = serve('http://192.168.0.42:3000', 'rede-local');
    renderPage(<PanelLinksSection establishmentId={5} queueId={7} queueName="Corte" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Criar link de todas as filas' }));
    expect(await screen.findByText(/todas as filas\) — guarde/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `http://192.168.0.42:3000/painel/${TOKEN}` }),
    ).toBeInTheDocument();
    expect(screen.getByText(/no lugar de localhost/)).toHaveTextContent(
      /a TV precisa estar na mesma rede Wi-Fi\. Em produção, defina PUBLIC_URL/,
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({});
    expect(await screen.findByText(/Todas as filas · criado em/)).toBeInTheDocument();
  });
});
