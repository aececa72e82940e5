import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_DECLINED_MESSAGE, type PlanStatusView, SIMULATED_SUBSCRIPTION_SUCCESS } from '@vez/domain';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import type { CompanyProfile } from '../api/plans-api';
import { planPaymentOf, statusWithoutPlan, statusWithPlan } from '../test-data';
import { PlanPaymentPage } from './PlanPaymentPage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const COMPANY: CompanyProfile = {
  nome_empresa: 'Barbearia Central LTDA',
  cnpj: '11222333000181',
  email_empresa: 'contato@barbearia.com',
  telefone_empresa: '11987654321',
  cep_empresa: '01310100',
  endereco_empresa: 'Rua Augusta',
  numero_empresa: '200',
  bairro_empresa: 'Consolação',
  cidade_empresa: 'São Paulo',
  uf_empresa: 'SP',
};

const CEP_ANSWER = {
  success: true,
  data: {
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
  },
};

type Subscribe = (body: Record<string, unknown>) => Response | Promise<Response>;

const paid: Subscribe = () =>
  jsonResponse(201, {
    success: true,
    message: SIMULATED_SUBSCRIPTION_SUCCESS,
    data: { pagamento: planPaymentOf(), status: statusWithPlan(1, 30) },
  });

function serve({
  status = statusWithoutPlan(),
  company = COMPANY,
  subscribe = paid,
  plano = 'essencial',
}: {
  status?: PlanStatusView;
  company?: CompanyProfile | null;
  subscribe?: Subscribe;
  plano?: string;
} = {}) {
  const fetch = mockFetch((url, init) => {
    if (url === '/api/plans/status') return jsonResponse(200, { success: true, data: status });
    if (url === '/api/establishments/7') {
      return company
        ? jsonResponse(200, { success: true, data: company })
        : jsonResponse(500, { success: false });
    }
    if (url === '/api/cep/99999999')
      return jsonResponse(404, { success: false, message: 'CEP não encontrado' });
    if (url.startsWith('/api/cep/')) return jsonResponse(200, CEP_ANSWER);
    if (url === '/api/plans/subscribe') return subscribe(bodyOf(init));
    return jsonResponse(500, { success: false, message: 'inesperado' });
  });
  storeSession({ userType: 'estabelecimento', name: 'Barbearia Central', id: 7 });
  renderPage(<PlanPaymentPage />, {
    route: `/estabelecimento/pagamento${plano ? `?plano=${plano}` : ''}`,
    path: '/estabelecimento/pagamento',
    routes: <Route path="/estabelecimento/planos" element={<p>Planos</p>} />,
  });
  return fetch;
}

const subscribeCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => url === '/api/plans/subscribe');

const confirm = () => screen.getByRole('button', { name: 'Confirmar Pagamento (Simulado)' });

async function fillCard(numero = '4111111111111111') {
  await userEvent.type(screen.getByLabelText('Nome do titular'), 'Maria Silva');
  await userEvent.type(screen.getByLabelText('Número do cartão'), numero);
  await userEvent.type(screen.getByLabelText('Validade'), '1299');
  await userEvent.type(screen.getByLabelText('CVV'), '123');
}

async function acceptBoth() {
  await userEvent.click(screen.getByLabelText('Li e aceito a Política de Privacidade'));
  await userEvent.click(screen.getByLabelText('Li e aceito os Termos de Uso'));
}

describe('PlanPaymentPage', () => {
  it('prefills the company and its address, and shows exactly the server summary', async () => {
    serve({
      status: {
        ...statusWithoutPlan(),
        cobrancas: {
          ...statusWithoutPlan().cobrancas,
          essencial: {
            planId: 1,
            description: 'Essencial — valor do servidor',
            planCents: 1234,
            discountCents: 0,
            discountDescription: null,
            totalCents: 1234,
            durationDays: 30,
          },
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Pagamento' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Razão Social')).toHaveValue('Barbearia Central LTDA');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(screen.getByLabelText('E-mail')).toHaveValue('contato@barbearia.com');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    // The prefilled CEP does not replace the street the establishment wrote itself.
    await waitFor(() => expect(screen.queryByText('Buscando...')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Endereço')).toHaveValue('Rua Augusta');
    expect(screen.getByLabelText('Número')).toHaveValue('200');
    expect(screen.getByLabelText('Bairro (opcional)')).toHaveValue('Consolação');
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
    expect(screen.getByLabelText('UF')).toHaveValue('SP');

    const summary = screen.getByRole('complementary', { name: 'Resumo' });
    expect(within(summary).getByText('Essencial — valor do servidor')).toBeInTheDocument();
    expect(within(summary).getAllByText('R$ 12,34')).toHaveLength(2);
    expect(within(summary).getByText('R$ 0,00')).toBeInTheDocument();
    expect(within(summary).getByText(/Vale por 30 dias a partir de hoje/)).toBeInTheDocument();
    expect(screen.getByText('Cartão de Crédito')).toBeInTheDocument();
    expect(screen.getByText('4111 1111 1111 1111')).toBeInTheDocument();
    expect(screen.getByLabelText('Li e aceito a Política de Privacidade')).not.toBeChecked();
    expect(screen.getByLabelText('Li e aceito os Termos de Uso')).not.toBeChecked();
  });

  it('fills the address from a CEP the user types', async () => {
    serve({ company: { ...COMPANY, cep_empresa: null, endereco_empresa: null, bairro_empresa: null } });
    const cep = await screen.findByLabelText('CEP');
    await userEvent.type(cep, '01310100');
    expect(cep).toHaveValue('01310-100');
    await waitFor(() => expect(screen.getByLabelText('Endereço')).toHaveValue('Avenida Paulista'));
    expect(screen.getByLabelText('Bairro (opcional)')).toHaveValue('Bela Vista');
  });

  it('says Buscando... while a typed CEP is looked up, and CEP não encontrado with the fields left editable', async () => {
    let answer: (response: Response) => void = () => {};
    serve();
    const cep = await screen.findByLabelText('CEP');
    mockFetch((url) =>
      url === '/api/cep/99999999'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : jsonResponse(500, { success: false }),
    );
    await userEvent.clear(cep);
    await userEvent.type(cep, '99999999');
    expect(await screen.findByText('Buscando...')).toBeInTheDocument();
    answer(jsonResponse(404, { success: false, message: 'CEP não encontrado' }));
    expect(await screen.findByText('CEP não encontrado. Preencha o endereço.')).toBeInTheDocument();
    expect(cep).toHaveAttribute('aria-invalid', 'true');
    const street = screen.getByLabelText('Endereço');
    expect(street).toBeEnabled();
    await userEvent.clear(street);
    await userEvent.type(street, 'Rua Nova');
    expect(street).toHaveValue('Rua Nova');
    expect(screen.queryByText('CEP não encontrado. Preencha o endereço.')).not.toBeInTheDocument();
    expect(cep).not.toHaveAttribute('aria-invalid');
  });

  it('blocks the payment until both agreements are ticked, and tells every bad field', async () => {
    const fetch = serve({ company: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar Pagamento (Simulado)' }));
    expect(await screen.findByText('Aceite a Política de Privacidade para continuar')).toBeInTheDocument();
    expect(screen.getByText('Aceite os Termos de Uso para continuar')).toBeInTheDocument();
    expect(screen.getByLabelText('Li e aceito a Política de Privacidade')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The first bad field in reading order, not the side panel's checkbox (registered first).
    expect(screen.getByLabelText('Razão Social')).toHaveFocus();
    for (const message of [
      'Razão Social obrigatória',
      'CNPJ obrigatório',
      'E-mail obrigatório',
      'Telefone obrigatório',
      'CEP obrigatório',
      'Endereço obrigatório',
      'Número obrigatório',
      'Cidade obrigatória',
      'UF obrigatória',
      'Nome do titular obrigatório',
      'Número do cartão obrigatório',
      'Validade obrigatória',
      'CVV obrigatório',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(subscribeCalls(fetch)).toHaveLength(0);

    // With the company and the card right, the agreements alone still block it.
    await userEvent.type(screen.getByLabelText('CNPJ'), '1122233300018');
    await fillCard('4111111111111112');
    await userEvent.click(confirm());
    expect(await screen.findByText('CNPJ inválido (apenas números)')).toBeInTheDocument();
    expect(screen.getByText('Número do cartão inválido')).toBeInTheDocument();
    expect(subscribeCalls(fetch)).toHaveLength(0);
  });

  it('sends the named plan, the key, the company, the address, the agreements and the card, then goes to Planos with the message', async () => {
    const fetch = serve();
    await screen.findByLabelText('Razão Social');
    await fillCard();
    await acceptBoth();
    await userEvent.click(confirm());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/estabelecimento/planos'));
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? '{}')).toEqual({
      message: SIMULATED_SUBSCRIPTION_SUCCESS,
    });
    const [[, init]] = subscribeCalls(fetch) as [[string, RequestInit]];
    const body = bodyOf(init);
    expect(body).toMatchObject({
      plano: 'essencial',
      empresa: {
        razao_social: 'Barbearia Central LTDA',
        cnpj: '11222333000181',
        email: 'contato@barbearia.com',
        telefone: '11987654321',
      },
      endereco: { cep: '01310100', endereco: 'Rua Augusta', numero: '200', cidade: 'São Paulo', uf: 'SP' },
      aceites: { privacidade: true, termos: true },
      cartao: { titular: 'Maria Silva', numero: '4111111111111111', validade: '12/99', cvv: '123' },
    });
    expect(body.chave).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(body).not.toHaveProperty('valor');
  });

  it('shows the issuer refusal beside the card, keeps the form, and retries with the same key', async () => {
    let declined = true;
    const fetch = serve({
      subscribe: () =>
        declined
          ? jsonResponse(402, {
              success: false,
              message: CARD_DECLINED_MESSAGE,
              errors: [{ campo: 'cartao.numero', mensagem: CARD_DECLINED_MESSAGE }],
            })
          : paid({}),
    });
    await screen.findByLabelText('Razão Social');
    await fillCard('4000000000000002');
    await acceptBoth();
    await userEvent.click(confirm());

    const cardSection = screen.getByRole('region', { name: 'Dados do cartão' });
    expect(await within(cardSection).findByRole('alert')).toHaveTextContent(CARD_DECLINED_MESSAGE);
    expect(screen.getByTestId('location')).toHaveTextContent('/estabelecimento/pagamento');
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText('Número do cartão')).toHaveFocus();
    expect(screen.getByLabelText('Número do cartão')).toHaveAttribute('aria-invalid', 'true');

    declined = false;
    await userEvent.clear(screen.getByLabelText('Número do cartão'));
    await userEvent.type(screen.getByLabelText('Número do cartão'), '4111111111111111');
    await userEvent.click(confirm());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/estabelecimento/planos'));
    const keys = subscribeCalls(fetch).map(([, init]) => bodyOf(init).chave);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('puts the server field errors under their inputs', async () => {
    serve({
      subscribe: () =>
        jsonResponse(400, {
          success: false,
          message: 'CNPJ inválido',
          errors: [
            { campo: 'empresa.cnpj', mensagem: 'CNPJ inválido' },
            { campo: 'endereco.uf', mensagem: 'UF inválida' },
          ],
        }),
    });
    await screen.findByLabelText('Razão Social');
    await fillCard();
    await acceptBoth();
    await userEvent.click(confirm());
    expect(await screen.findByText('CNPJ inválido')).toBeInTheDocument();
    expect(screen.getByLabelText('CNPJ')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('CNPJ')).toHaveFocus();
    expect(screen.getByText('UF inválida')).toBeInTheDocument();
    expect(screen.getByLabelText('UF')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows any other failure beside the button', async () => {
    serve({ subscribe: () => jsonResponse(500, { success: false }) });
    await screen.findByLabelText('Razão Social');
    await fillCard();
    await acceptBoth();
    await userEvent.click(confirm());
    expect(await screen.findByText('Erro ao processar pagamento. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/estabelecimento/pagamento');
  });

  it('sends one request for a double click, and shows the button busy meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = serve({ subscribe: () => new Promise<Response>((resolve) => (answer = resolve)) });
    await screen.findByLabelText('Razão Social');
    await fillCard();
    await acceptBoth();
    await userEvent.dblClick(confirm());
    const busy = await screen.findByRole('button', { name: 'Processando...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer(await paid({}));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/estabelecimento/planos'));
    expect(subscribeCalls(fetch)).toHaveLength(1);
  });

  it('highlights the brand of the number typed and tells it to screen readers', async () => {
    serve();
    const numero = await screen.findByLabelText('Número do cartão');
    expect(
      within(screen.getByRole('list', { name: 'Bandeiras aceitas' })).getAllByRole('listitem'),
    ).toHaveLength(6);
    await userEvent.type(numero, '5555');
    expect(screen.getByText('Bandeira do cartão: Mastercard')).toHaveAttribute('role', 'status');
    await userEvent.clear(numero);
    await userEvent.type(numero, '4111');
    expect(screen.getByText('Bandeira do cartão: Visa')).toBeInTheDocument();
    expect(numero).toHaveValue('4111');
  });

  it("tells a first Essencial month as the period's price less a discount, charged at once", async () => {
    serve();
    const summary = await screen.findByRole('complementary', { name: 'Resumo' });
    expect(within(summary).getByText('Essencial — 30 dias')).toBeInTheDocument();
    expect(within(summary).getByText('R$ 89,90')).toBeInTheDocument();
    expect(within(summary).getByText('Desconto (1º mês promocional)')).toBeInTheDocument();
    expect(within(summary).getByText('−R$ 50,00')).toBeInTheDocument();
    expect(within(summary).queryByText('R$ 0,00')).not.toBeInTheDocument();
    expect(within(summary).getAllByText('R$ 39,90').length).toBeGreaterThan(0);
    expect(
      within(summary).getByText(
        /R\$ 39,90 cobrados de uma vez, ao confirmar o pagamento\. Vale por 30 dias a partir de hoje\./,
      ),
    ).toBeInTheDocument();
    expect(
      within(summary).getByText(/A renovação custa o preço do período, sem desconto/),
    ).toBeInTheDocument();
  });

  it('renews from the current expiry, with the server price of a renewal', async () => {
    serve({ status: statusWithPlan(1, 12) });
    const summary = await screen.findByRole('complementary', { name: 'Resumo' });
    expect(within(summary).getByText('Essencial — 30 dias')).toBeInTheDocument();
    expect(within(summary).getAllByText('R$ 89,90')).toHaveLength(2);
    expect(within(summary).getByText(/Vale por 30 dias, a partir de 24\/12\/2026/)).toBeInTheDocument();
  });

  it('goes to Mercado Pago without asking for the card when that is the provider', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetch = serve({
      status: statusWithoutPlan({ provedorPagamento: 'mercadopago' }),
      subscribe: () =>
        jsonResponse(201, {
          success: true,
          data: { initPoint: 'https://mp.example/checkout/1', paymentId: 'mp-1' },
        }),
    });
    await screen.findByLabelText('Razão Social');
    expect(screen.queryByLabelText('Número do cartão')).not.toBeInTheDocument();
    expect(screen.queryByText(/Modo de teste/)).not.toBeInTheDocument();
    await acceptBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://mp.example/checkout/1'));
    const [[, init]] = subscribeCalls(fetch) as [[string, RequestInit]];
    expect(bodyOf(init)).not.toHaveProperty('cartao');
    expect(screen.getByRole('button', { name: 'Processando...' })).toBeDisabled();
  });

  it('says Plano desconhecido for an unknown or missing plan, with the way back to Planos', async () => {
    serve({ plano: 'premium' });
    expect(screen.getByText('Plano desconhecido')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute(
      'href',
      '/estabelecimento/planos',
    );
    expect(screen.queryByLabelText('Razão Social')).not.toBeInTheDocument();
  });
});
