import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuestTicket } from '@vez/domain';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EstablishmentDetail } from '../features/establishments/api/establishments-api';
import { PublicEstablishmentPage } from '../features/establishments/components/PublicEstablishmentPage';
import { GuestTicketPage } from '../features/guest-ticket/components/GuestTicketPage';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../test/helpers';
import { queueOf } from '../test/queue-data';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'e'.repeat(43);

const establishment: EstablishmentDetail = {
  id: 2,
  nome_empresa: 'Navalha de Ouro Serviços LTDA',
  nome_fantasia: 'Barbearia Navalha de Ouro',
  categoria: 'Barbearia',
  endereco_empresa: 'Rua Augusta',
  numero_empresa: '1500',
  bairro_empresa: 'Consolação',
  cidade_empresa: 'São Paulo',
  uf_empresa: 'SP',
  descricao: null,
  status: 'ativo',
  filas: 2,
  pessoas: 2,
  imagem_url: null,
  tempo_medio_espera: 5,
};

const ticket: GuestTicket = {
  ticketId: 41,
  nome: 'Rita Sem Conta',
  tamanhoGrupo: 2,
  origem: 'convidado',
  situacao: 'aguardando',
  posicao: 3,
  letra: 'a',
  esperaMinutos: 10,
  esperaFaixa: null,
  esperaBaseadaEm: 0,
  pessoasNaFila: 4,
  entrouEm: '2026-03-10T17:00:00.000Z',
  chamadoEm: null,
  chamadoNovamenteEm: null,
  encerradoEm: null,
  avisarQuandoFaltarem: 3,
  temCelular: false,
  fila: {
    id: 9,
    nome: 'Corte de cabelo',
    status: 'ativa',
    estabelecimentoId: 2,
    estabelecimentoNome: 'Barbearia Navalha de Ouro',
  },
  aviso: null,
  versao: 3,
};

/** The visitor's path: the establishment's page, its queues, the guest join and the ticket's page. */
function serve() {
  return mockFetch((url, init) => {
    if (url === '/api/establishments/2') return jsonResponse(200, { success: true, data: establishment });
    if (url === '/api/establishments/2/queues') {
      return jsonResponse(200, {
        success: true,
        data: [
          queueOf({
            id: 9,
            nome: 'Corte de cabelo',
            clientes_na_fila: 2,
            posicoes_ocupadas: 2,
            tempo_medio_espera: 5,
            convidado_precisa_celular: false,
          }),
          queueOf({ id: 10, nome: 'Barba', permitir_convidados: false }),
        ],
      });
    }
    if (url === '/api/notifications/channels') {
      return jsonResponse(200, { success: true, data: { email: true, push: true, whatsapp: false } });
    }
    if (url === '/api/queues/9/convidados' && init.method === 'POST') {
      return jsonResponse(201, {
        success: true,
        message: 'Você entrou na fila!',
        data: {
          ticketId: 41,
          queueId: 9,
          position: 3,
          subPosition: 'a',
          groupSize: 2,
          estimatedWaitMinutes: 10,
          senha: TOKEN,
          link: `http://localhost/senha#${TOKEN}`,
          origemDoLink: 'navegador',
        },
      });
    }
    if (url === '/api/senha') return jsonResponse(200, { success: true, data: ticket });
    if (url === '/api/queues/9/events') return jsonResponse(404, {});
    return jsonResponse(500, {});
  });
}

const journey = (
  <>
    <Route path="/estabelecimentos/:id" element={<PublicEstablishmentPage />} />
    <Route path="/senha" element={<GuestTicketPage />} />
  </>
);

describe('joining without an account from the establishment’s page', () => {
  it("goes from the shared page through 'Entrar sem cadastro' to the guest's own ticket page", async () => {
    const fetch = serve();
    renderPage(null, { route: '/estabelecimentos/2', routes: journey });
    const corte = (await screen.findByRole('heading', { level: 3, name: 'Corte de cabelo' })).closest(
      'li',
    ) as HTMLElement;
    await userEvent.click(within(corte).getByRole('button', { name: 'Entrar sem cadastro' }));

    // The poster's page's form, for this queue: it asks no phone, as the queue says.
    const dialog = await screen.findByRole('dialog', { name: 'Entrar sem cadastro' });
    expect(within(dialog).getByText('Corte de cabelo')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Celular (opcional)')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Rita Sem Conta');
    await userEvent.selectOptions(within(dialog).getByLabelText('Quantas pessoas'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar na fila' }));

    expect(await screen.findByTestId('minha-posicao')).toHaveTextContent('3º');
    expect(screen.getByTestId('location')).toHaveTextContent('/senha');
    expect(screen.getByRole('heading', { level: 1, name: 'Corte de cabelo' })).toBeInTheDocument();
    const join = fetch.mock.calls.find(([url]) => url === '/api/queues/9/convidados');
    expect(bodyOf(join?.[1])).toMatchObject({ nome: 'Rita Sem Conta', tamanhoGrupo: 2 });
    // Kept on this device under the establishment's name, as a join from the poster's link is.
    expect(JSON.parse(localStorage.getItem('vez.senhas') ?? '[]')).toEqual([
      { token: TOKEN, filaNome: 'Corte de cabelo', estabelecimento: 'Barbearia Navalha de Ouro' },
    ]);
  });
});
