import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PANEL_REVOKED, type PanelView } from '@vez/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage } from '../../test/helpers';
import PanelPage from './PanelPage';

const call = (id: number, nome: string, minute: number) => ({
  id,
  nome,
  pessoas: 1,
  chamadoEm: `2026-11-24T12:${String(minute).padStart(2, '0')}:00.000Z`,
  chamadoNovamenteEm: null,
});

const view = (chamadas: PanelView['filas'][number]['chamadas']): PanelView => ({
  estabelecimento: 'Barbearia do Zé',
  filas: [
    {
      id: 7,
      nome: 'Corte',
      status: 'ativa',
      totalPessoas: 3,
      posicoesOcupadas: 3,
      minutosPorPosicao: 5,
      baseadoEm: 4,
      aviso: {
        mensagem: 'Fechamos às 18h',
        em: '2026-11-24T11:00:00.000Z',
        expiraEm: '2026-11-24T12:00:00.000Z',
      },
      chamadas,
    },
  ],
});

const event = (type: string) =>
  `data: ${JSON.stringify({
    type,
    changes: [type],
    version: 1,
    queue: {
      id: 7,
      status: 'ativa',
      totalPessoas: 3,
      totalTickets: 3,
      posicoesOcupadas: 3,
      minutosPorPosicao: 5,
      baseadoEm: 4,
      faixa: null,
    },
    me: null,
  })}\n\n`;

/** A server whose picture and stream the test moves on. */
function serve(first: PanelView | Response) {
  let picture: PanelView | Response = first;
  let push: (text: string) => void = () => {};
  mockFetch((url) => {
    if (url === '/api/panels/tok') {
      return picture instanceof Response
        ? picture.clone()
        : jsonResponse(200, { success: true, data: picture });
    }
    if (url === '/api/panels/tok/events') {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) => controller.enqueue(new TextEncoder().encode(text));
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    return jsonResponse(404, {});
  });
  return {
    setPicture: (next: PanelView | Response) => {
      picture = next;
    },
    send: (text: string) => push(text),
  };
}

const spoken: string[] = [];
beforeEach(() => {
  spoken.length = 0;
  // The browser's voice, recorded: each utterance ends a moment after it starts.
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class extends EventTarget {
      lang = '';
      voice = null;
      constructor(readonly text: string) {
        super();
      }
    },
  );
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => [],
    speak: (u: EventTarget & { text: string }) => {
      spoken.push(u.text);
      setTimeout(() => u.dispatchEvent(new Event('end')), 10);
    },
  });
  vi.stubGlobal('AudioContext', undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('PanelPage', () => {
  it('shows the masked call, the queue and its notice, and speaks each new call in order', async () => {
    const server = serve(view([call(1, 'Ana S.', 1)]));
    renderPage(<PanelPage />, { route: '/painel/tok', path: '/painel/:token' });

    expect(await screen.findByText('Ana S.')).toBeInTheDocument();
    expect(screen.getByText('Barbearia do Zé')).toBeInTheDocument();
    // The notice says when it was sent and until when, in Brasília time.
    expect(screen.getByText('Fechamos às 18h')).toHaveTextContent(
      /Fechamos às 18h · enviado em 24\/11 às 08:00 · até 09:00/,
    );
    expect(screen.getByText('15 min')).toBeInTheDocument();
    expect(screen.getByText(/baseado em 4 atendimentos/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ativar som' }));
    expect(screen.queryByRole('button', { name: 'Ativar som' })).not.toBeInTheDocument();
    // Two calls arrive together: both are said, oldest first, and the newest is on screen.
    server.setPicture(view([call(3, 'Caio M.', 3), call(2, 'Bia L.', 2), call(1, 'Ana S.', 1)]));
    server.send(event('called'));
    expect(await screen.findByText('Caio M.', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(spoken).toEqual(['Bia L., sua vez', 'Caio M., sua vez']));
    // The call made before the TV was looking is listed, not said.
    expect(screen.getByText('Ana S.')).toBeInTheDocument();
  });

  it('shows the point large beside the name and says it (issue 37)', async () => {
    const server = serve(view([]));
    renderPage(<PanelPage />, { route: '/painel/tok', path: '/painel/:token' });
    expect(await screen.findByText('Ninguém foi chamado ainda.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ativar som' }));
    server.setPicture(
      view([
        { ...call(2, 'Ana S.', 2), ponto: { nome: 'Cadeira 2', artigo: 'a' } },
        { ...call(1, 'Bia L.', 1), ponto: { nome: 'Consultório 1', artigo: 'o' } },
      ]),
    );
    server.send(event('called'));
    expect(await screen.findByText('Cadeira 2', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Ana S.', { selector: 'p' })).toBeInTheDocument();
    // The earlier call keeps its point in the list.
    expect(screen.getByText(/· Consultório 1/)).toBeInTheDocument();
    await waitFor(() => expect(spoken).toEqual(['Bia L., consultório 1', 'Ana S., cadeira 2']));
  });

  it('says the link was revoked when the picture answers 404', async () => {
    serve(jsonResponse(404, { success: false, message: PANEL_REVOKED }));
    renderPage(<PanelPage />, { route: '/painel/tok', path: '/painel/:token' });
    expect(await screen.findByRole('alert')).toHaveTextContent(PANEL_REVOKED);
    expect(screen.getByRole('heading', { name: 'Painel desativado' })).toBeInTheDocument();
  });

  it('turns to the revoked message when the link is revoked while it is on screen', async () => {
    const server = serve(view([]));
    renderPage(<PanelPage />, { route: '/painel/tok', path: '/painel/:token' });
    expect(await screen.findByText('Ninguém foi chamado ainda.')).toBeInTheDocument();
    server.setPicture(jsonResponse(404, { success: false, message: PANEL_REVOKED }));
    server.send(event('updated'));
    expect(await screen.findByRole('alert')).toHaveTextContent(PANEL_REVOKED);
  });
});
