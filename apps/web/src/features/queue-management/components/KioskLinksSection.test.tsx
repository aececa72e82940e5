import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KioskSummary, LinkOrigin } from '@vez/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { KIOSK_REVOKE_WARNING, KioskLinksSection } from './KioskLinksSection';

const TOKEN = 'k'.repeat(43);

function serve(base = 'https://vez.exemplo', origemDoLink: LinkOrigin = 'PUBLIC_URL') {
  let kiosks: KioskSummary[] = [
    // Another queue's kiosk: not this queue's business.
    { id: 1, filaId: 99, filaNome: 'Manicure', criadoEm: '2026-11-24T10:00:00.000Z' },
  ];
  return mockFetch((url, init) => {
    if (url !== '/api/establishments/5/kiosks' && !url.startsWith('/api/establishments/5/kiosks/')) {
      return jsonResponse(404, {});
    }
    if (init.method === 'POST') {
      const filaId = (bodyOf(init).filaId as number | undefined) ?? null;
      const kiosk = {
        id: kiosks.length + 1,
        filaId,
        filaNome: filaId ? 'Corte' : null,
        criadoEm: '2026-11-24T12:00:00.000Z',
      };
      kiosks = [kiosk, ...kiosks];
      return jsonResponse(201, {
        success: true,
        message: 'Quiosque criado',
        data: { ...kiosk, token: TOKEN, link: `${base}/quiosque/${TOKEN}`, origemDoLink },
      });
    }
    if (init.method === 'DELETE') {
      const id = Number(url.split('/').pop());
      kiosks = kiosks.filter((k) => k.id !== id);
      return jsonResponse(200, { success: true, message: 'Quiosque desativado' });
    }
    return jsonResponse(200, { success: true, data: kiosks });
  });
}

const render = (guestsAllowed = true) =>
  renderPage(
    <KioskLinksSection establishmentId={5} queueId={7} queueName="Corte" guestsAllowed={guestsAllowed} />,
  );

describe('KioskLinksSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates a kiosk link for this queue, shows it once, and revokes it after a confirmation', async () => {
    storeSession({ userType: 'estabelecimento', id: 5 });
    const fetch = serve();
    render();
    expect(await screen.findByText('Nenhum quiosque ativo para esta fila.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quiosque na entrada' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Criar link desta fila' }));
    const link = await screen.findByRole('link', { name: `https://vez.exemplo/quiosque/${TOKEN}` });
    expect(link).toHaveAttribute('target', '_blank');
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/establishments/5/kiosks');
    expect(bodyOf(post?.[1])).toEqual({ filaId: 7 });
    expect(screen.queryByText(/PUBLIC_URL/)).not.toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Quiosques ativos' });
    expect(within(list).getByText(/Corte · criado em 24\/11\/2026, 09:00/)).toBeInTheDocument();
    expect(screen.queryByText(/Manicure/)).not.toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: 'Desativar' }));
    const dialog = screen.getByRole('dialog', { name: 'Desativar este quiosque?' });
    expect(within(dialog).getByText(KIOSK_REVOKE_WARNING)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('Quiosque desativado')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum quiosque ativo para esta fila.')).toBeInTheDocument();
    // The link of a revoked kiosk is not left on screen to be copied.
    expect(screen.queryByRole('link', { name: /quiosque\// })).not.toBeInTheDocument();
  });

  it('creates a link of all queues, saying the tablet must share the network', async () => {
    storeSession({ userType: 'estabelecimento', id: 5 });
    const fetch = serve('http://192.168.0.42:3000', 'rede-local');
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Criar link de todas as filas' }));
    expect(await screen.findByText(/todas as filas\) — guarde/)).toBeInTheDocument();
    expect(screen.getByText(/no lugar de localhost/)).toHaveTextContent(
      /o tablet precisa estar na mesma rede Wi-Fi\. Em produção, defina PUBLIC_URL/,
    );
    expect(bodyOf(fetch.mock.calls.find(([, init]) => init?.method === 'POST')?.[1])).toEqual({});
    expect(await screen.findByText(/Todas as filas · criado em/)).toBeInTheDocument();
  });

  it('says a queue closed to people without an account is not offered by the kiosk', async () => {
    storeSession({ userType: 'estabelecimento', id: 5 });
    serve();
    render(false);
    expect(await screen.findByText('Esta fila não aceita entrada sem cadastro')).toBeInTheDocument();
  });

  it("shows the server's refusal when a link cannot be made", async () => {
    storeSession({ userType: 'estabelecimento', id: 5 });
    mockFetch((_url, init) =>
      init.method === 'POST'
        ? jsonResponse(404, { success: false, message: 'Fila não encontrada' })
        : jsonResponse(200, { success: true, data: [] }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Criar link desta fila' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fila não encontrada');
  });
});
