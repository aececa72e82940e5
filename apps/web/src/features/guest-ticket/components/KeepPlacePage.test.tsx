import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { rememberedTickets, rememberTicket, setTicketToKeep, ticketToKeep } from '../guest-storage';
import { KeepPlacePage } from './KeepPlacePage';

const TOKEN = 'k'.repeat(43);

function open() {
  renderPage(<KeepPlacePage />, {
    route: '/cliente/manter-lugar',
    path: '/cliente/manter-lugar',
    routes: (
      <>
        <Route path="/cliente/filas/:id" element={<p>página da fila</p>} />
        <Route path="/senha" element={<p>página da senha</p>} />
      </>
    ),
  });
}

const claims = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => url === '/api/senha/conta');

describe("'Criar conta e manter meu lugar', back from login", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("moves the ticket into the account once, with both keys in headers, and opens the account's queue page", async () => {
    storeSession({ token: 'cli.ent.tok' });
    rememberTicket({ token: TOKEN, filaNome: 'Corte', estabelecimento: 'Barbearia do Zé' });
    setTicketToKeep(TOKEN);
    const fetch = mockFetch(() =>
      jsonResponse(200, {
        success: true,
        message: 'Sua senha agora está na sua conta, no mesmo lugar',
        data: { filaId: 9, ticketId: 40 },
      }),
    );
    open();
    expect(await screen.findByText('página da fila')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cliente/filas/9');
    expect(await screen.findByText('Sua senha agora está na sua conta, no mesmo lugar')).toBeInTheDocument();
    expect(claims(fetch)).toHaveLength(1);
    const [, init] = claims(fetch)[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'X-Vez-Senha': TOKEN, Authorization: 'Bearer cli.ent.tok' });
    // The ticket is the account's now: nothing of it stays on the device as a guest's.
    expect(ticketToKeep()).toBeNull();
    expect(rememberedTickets()).toEqual([]);
  });

  it('says why it could not, and offers to try again or go back to the ticket', async () => {
    storeSession();
    setTicketToKeep(TOKEN);
    const fetch = mockFetch(() =>
      jsonResponse(409, { success: false, message: 'Você já está nesta fila com a sua conta' }),
    );
    open();
    expect(await screen.findByText('Você já está nesta fila com a sua conta')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(claims(fetch)).toHaveLength(2);
    await userEvent.click(await screen.findByRole('link', { name: 'Voltar para a senha' }));
    expect(await screen.findByText('página da senha')).toBeInTheDocument();
    expect(ticketToKeep()).toBeNull();
  });

  it('says there is nothing to move when no ticket waits in this tab', () => {
    storeSession();
    const fetch = mockFetch(() => jsonResponse(500, {}));
    open();
    expect(screen.getByText(/Nenhuma senha esperando para entrar na sua conta/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
