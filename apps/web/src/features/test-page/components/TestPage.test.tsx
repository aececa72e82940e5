import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../../../test/helpers';
import { TestPage } from './TestPage';

const USERS = [
  { id: 11, nome_usuario: 'Ana Demo', telefone_usuario: '11911112222', email_usuario: 'ana@vez.demo' },
  { id: 12, nome_usuario: 'Bruno Demo', telefone_usuario: '11933334444', email_usuario: 'bruno@vez.demo' },
];
const QUEUES = [
  { id: 1, nome: 'Corte', estabelecimento: 'Barbearia Demo', status: 'ativa' },
  { id: 4, nome: 'Almoço', estabelecimento: 'Restaurante Demo', status: 'pausada' },
];

type Answer = (init: RequestInit) => Response | Promise<Response>;

function testServer({
  users = () => jsonResponse(200, { success: true, data: USERS }),
  queues = () => jsonResponse(200, { success: true, data: QUEUES }),
  add = (init: RequestInit) =>
    jsonResponse(200, {
      success: true,
      message: '1 de 2 usuários adicionados à fila',
      resultados: [
        { usuario: 'Ana Demo', sucesso: true, posicao: 3, erro: null },
        {
          usuario: 'Bruno Demo',
          sucesso: false,
          posicao: null,
          erro: `Já está na fila ${bodyOf(init).queueId}`,
        },
      ],
    }),
}: {
  users?: Answer;
  queues?: Answer;
  add?: Answer;
} = {}) {
  return mockFetch((url, init) => {
    if (url === '/usuarios') return users(init);
    if (url === '/teste/filas') return queues(init);
    if (url === '/teste/adicionar-usuarios-fila') return add(init);
    return jsonResponse(404, { success: false, message: `Rota não encontrada: ${url}` });
  });
}

describe('TestPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the test users and the demo queues', async () => {
    testServer();
    renderPage(<TestPage />);
    const users = await screen.findByRole('region', { name: 'Lista de usuários de teste' });
    expect(within(users).getByText('Ana Demo')).toBeInTheDocument();
    expect(within(users).getByText('(11) 91111-2222')).toBeInTheDocument();
    expect(within(users).getByText('bruno@vez.demo')).toBeInTheDocument();
    const select = screen.getByLabelText('Fila de demonstração');
    expect(select).toHaveValue('1');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Corte — Barbearia Demo (ativa)', 'Almoço — Restaurante Demo (pausada)']);
  });

  it("adds them to the chosen queue and shows each user's result", async () => {
    const fetch = testServer();
    renderPage(<TestPage />);
    await userEvent.selectOptions(await screen.findByLabelText('Fila de demonstração'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar usuários na fila' }));

    expect(await screen.findByText('1 de 2 usuários adicionados à fila')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({ queueId: 4 });
    const results = screen.getByRole('region', { name: 'Resultado por usuário' });
    const rows = within(results).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Ana Demo', 'Adicionado', '3', '—'],
      ['Bruno Demo', 'Não adicionado', '—', 'Já está na fila 4'],
    ]);
  });

  it("says 'Erro ao carregar usuários' with Tentar Novamente", async () => {
    let fail = true;
    testServer({
      users: () =>
        fail ? jsonResponse(500, { success: false }) : jsonResponse(200, { success: true, data: USERS }),
    });
    renderPage(<TestPage />);
    expect(await screen.findByText('Erro ao carregar usuários')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByText('Ana Demo')).toBeInTheDocument();
  });

  it("says 'Erro ao adicionar usuários na fila', or the server's refusal of a queue that is not a demo one", async () => {
    let status = 500;
    testServer({
      add: () =>
        status === 500
          ? jsonResponse(500, { success: false })
          : jsonResponse(403, {
              success: false,
              message: 'A página de teste só pode usar as filas dos estabelecimentos de demonstração.',
            }),
    });
    renderPage(<TestPage />);
    const button = await screen.findByRole('button', { name: 'Adicionar usuários na fila' });
    await userEvent.click(button);
    expect(await screen.findByText('Erro ao adicionar usuários na fila')).toBeInTheDocument();

    status = 403;
    await userEvent.click(button);
    expect(
      await screen.findByText(
        'A página de teste só pode usar as filas dos estabelecimentos de demonstração.',
      ),
    ).toBeInTheDocument();
  });

  it('says the page exists only in demonstration mode when the server has no test calls', async () => {
    // Without demo mode /usuarios is a JSON 404 and /teste/filas falls back to the app's HTML page.
    testServer({
      users: () => jsonResponse(404, { success: false, message: 'Rota não encontrada: GET /usuarios' }),
      queues: () =>
        new Response('<!doctype html><html></html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
    });
    renderPage(<TestPage />);
    expect(
      await screen.findByText('A página de teste só existe no modo de demonstração.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Adicionar usuários na fila' })).toBeNull(),
    );
  });
});
