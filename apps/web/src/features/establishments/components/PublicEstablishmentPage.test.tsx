import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueueView } from '@vez/domain';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { queueOf } from '../../../test/queue-data';
import type { EstablishmentDetail } from '../api/establishments-api';
import { PublicEstablishmentPage } from './PublicEstablishmentPage';

afterEach(() => vi.unstubAllGlobals());

const BARBERSHOP: EstablishmentDetail = {
  id: 7,
  nome_empresa: 'Navalha de Ouro Serviços LTDA',
  nome_fantasia: 'Barbearia Navalha de Ouro',
  categoria: 'Barbearia',
  endereco_empresa: 'Rua Augusta',
  numero_empresa: '1500',
  bairro_empresa: 'Consolação',
  cidade_empresa: 'São Paulo',
  uf_empresa: 'SP',
  descricao: 'Cortes clássicos e barba desde 1998.',
  status: 'ativo',
  filas: 2,
  pessoas: 3,
  imagem_url: null,
  tempo_medio_espera: 12,
};

interface Serve {
  establishment?: Response;
  queues?: Response | QueueView[];
}

/** The public reads the page makes, and nothing else: any other address fails the read loudly. */
function serve({ establishment, queues = [] }: Serve = {}) {
  return mockFetch((url) => {
    if (url === '/api/establishments/7') {
      return (establishment ?? jsonResponse(200, { success: true, data: BARBERSHOP })).clone();
    }
    if (url === '/api/establishments/7/queues') {
      return Array.isArray(queues) ? jsonResponse(200, { success: true, data: queues }) : queues.clone();
    }
    return jsonResponse(500, { success: false, message: `não esperado: ${url}` });
  });
}

function open(id = '7') {
  renderPage(<PublicEstablishmentPage />, {
    route: `/estabelecimentos/${id}`,
    path: '/estabelecimentos/:id',
    routes: (
      <>
        <Route path="/login" element={<p>página de login</p>} />
        <Route path="/cliente/estabelecimentos/:id" element={<p>página do cliente</p>} />
      </>
    ),
  });
}

const card = async (name: string) =>
  (await screen.findByRole('heading', { level: 3, name })).closest('li') as HTMLElement;

describe('the establishment’s page, as a visitor without an account sees it', () => {
  it('shows the establishment and each queue’s people, wait and hours, and nobody’s name', async () => {
    const fetch = serve({
      queues: [
        queueOf({
          id: 1,
          nome: 'Corte de cabelo',
          descricao: 'Com lavagem',
          clientes_na_fila: 3,
          posicoes_ocupadas: 2,
          tempo_medio_espera: 10,
          tempo_medio_baseado_em: 4,
        }),
        queueOf({ id: 2, nome: 'Barba', clientes_na_fila: 0, posicoes_ocupadas: 0 }),
        queueOf({ id: 3, nome: 'Sábado', status: 'agendada', horario_abertura: '08:00' }),
        queueOf({ id: 4, nome: 'Pigmentação', status: 'pausada', clientes_na_fila: 1, posicoes_ocupadas: 1 }),
      ],
    });
    open();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Barbearia Navalha de Ouro' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Barbearia')).toBeInTheDocument();
    expect(screen.getByText('Cortes clássicos e barba desde 1998.')).toBeInTheDocument();
    expect(screen.getByText('Rua Augusta, 1500 · Consolação · São Paulo/SP')).toBeInTheDocument();

    // Whoever joins now takes position 3: two positions ahead of 10 min each.
    const corte = await card('Corte de cabelo');
    expect(within(corte).getByText('Com lavagem')).toBeInTheDocument();
    expect(within(corte).getByText('3 pessoas')).toBeInTheDocument();
    expect(within(corte).getByText('20 min')).toBeInTheDocument();
    expect(within(corte).getByText('baseado em 4 atendimentos')).toBeInTheDocument();
    expect(within(corte).getByText('Agora')).toBeInTheDocument();
    expect(within(await card('Barba')).getByText('Sem espera agora')).toBeInTheDocument();

    // What can be joined now comes first; closed queues say when, and why not, and offer no way in.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Corte de cabelo',
      'Barba',
      'Pigmentação',
      'Sábado',
    ]);
    const sabado = await card('Sábado');
    expect(within(sabado).getByText('Abre às 08:00')).toBeInTheDocument();
    expect(within(sabado).getByText('Esta fila ainda não abriu.')).toBeInTheDocument();
    expect(within(sabado).queryByText('Espera estimada')).toBeNull();
    expect(within(sabado).queryAllByRole('button')).toEqual([]);
    const pausada = await card('Pigmentação');
    expect(within(pausada).getByText('Pausada')).toBeInTheDocument();
    expect(
      within(pausada).getByText(
        'Fila pausada: ninguém entra nem é chamado agora. Tente de novo em alguns minutos.',
      ),
    ).toBeInTheDocument();
    expect(within(pausada).queryAllByRole('button')).toEqual([]);

    // Only the two public reads: no session, no read per queue, nobody's data.
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/establishments/7',
      '/api/establishments/7/queues',
    ]);
    for (const [, init] of fetch.mock.calls) {
      expect(new Headers(init?.headers).get('authorization')).toBeNull();
    }
  });

  it("offers 'Entrar sem cadastro' and the account where guests are welcome, and only the account where not", async () => {
    serve({
      queues: [
        queueOf({ id: 1, nome: 'Corte de cabelo' }),
        queueOf({ id: 2, nome: 'Consulta', permitir_convidados: false }),
      ],
    });
    open();

    const corte = await card('Corte de cabelo');
    expect(
      within(corte)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Entrar sem cadastro', 'Entrar com minha conta']);
    // The poster's link page's words for a queue that needs an account.
    const consulta = await card('Consulta');
    expect(
      within(consulta)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Entrar na fila']);
    expect(screen.getByRole('link', { name: 'Criar conta de cliente' })).toHaveAttribute(
      'href',
      '/cadastro-cliente',
    );
  });

  it("'Entrar com minha conta' goes to the login, which brings the client back to this establishment", async () => {
    serve({ queues: [queueOf({ id: 1, nome: 'Corte de cabelo' })] });
    open();
    await userEvent.click(
      within(await card('Corte de cabelo')).getByRole('button', { name: 'Entrar com minha conta' }),
    );

    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({
      from: '/cliente/estabelecimentos/7',
      message:
        'Entre na sua conta para entrar na fila “Corte de cabelo”. Ainda não tem conta? Crie a sua no link abaixo.',
      tone: 'info',
    });
  });

  it("says 'Nenhuma fila aberta agora' when no queue is open or scheduled", async () => {
    serve({ queues: [] });
    open();
    expect(await screen.findByText('Nenhuma fila aberta agora')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Barbearia Navalha de Ouro' })).toBeInTheDocument();
  });

  it('says so when the establishment does not exist, or the address is no establishment at all', async () => {
    const fetch = serve({
      establishment: jsonResponse(404, { success: false, message: 'Estabelecimento não encontrado' }),
      queues: jsonResponse(404, { success: false, message: 'Estabelecimento não encontrado' }),
    });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Estabelecimento não encontrado');
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/');

    fetch.mockClear();
    cleanup();
    open('barbearia');
    expect(await screen.findByRole('alert')).toHaveTextContent('Estabelecimento não encontrado');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a failed read with a retry, never an empty page', async () => {
    let fail = true;
    mockFetch((url) => {
      if (url === '/api/establishments/7') {
        return fail
          ? jsonResponse(503, { success: false, message: 'Serviço indisponível' })
          : jsonResponse(200, { success: true, data: BARBERSHOP });
      }
      return jsonResponse(200, { success: true, data: [queueOf({ id: 1, nome: 'Corte de cabelo' })] });
    });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar dados do estabelecimento');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await card('Corte de cabelo')).toBeInTheDocument();
  });

  it('shows a failed read of the queues with a retry under the establishment', async () => {
    serve({ queues: jsonResponse(503, { success: false, message: 'Serviço indisponível' }) });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar filas');
    expect(screen.getByRole('heading', { level: 1, name: 'Barbearia Navalha de Ouro' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar Novamente' })).toBeInTheDocument();
  });

  it('sends a logged-in client to the client area’s page of the establishment', async () => {
    storeSession({ userType: 'cliente' });
    const fetch = serve();
    open();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/cliente/estabelecimentos/7'),
    );
    expect(screen.getByText('página do cliente')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows an establishment’s own account the visitor’s page, so the owner sees what customers see', async () => {
    storeSession({ userType: 'estabelecimento', id: 7, name: 'Barbearia Navalha de Ouro' });
    serve({ queues: [queueOf({ id: 1, nome: 'Corte de cabelo' })] });
    open();
    expect(
      within(await card('Corte de cabelo')).getByRole('button', { name: 'Entrar sem cadastro' }),
    ).toBeInTheDocument();
  });
});
