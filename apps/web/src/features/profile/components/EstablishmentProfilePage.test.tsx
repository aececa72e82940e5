import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DELETE_ACCOUNT_CONFIRMATION,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
} from '@vez/domain';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session/session-store';
import { bodyOf, jsonResponse, renderPage, storeSession } from '../../../test/helpers';
import { RequireRole } from '../../auth';
import { COMPANY } from '../test-data';
import { EstablishmentProfilePage } from './EstablishmentProfilePage';
import { fakeApi, type Handler } from './test-api';

const PLAN_STATUS = {
  hasActivePlan: true,
  subscription: {
    plano_id: 1,
    plano_nome: 'Essencial',
    data_vencimento: '2026-12-24T15:00:00.000Z',
    dias_restantes: 30,
    proximo: null,
  },
  cobrancas: {},
  provedorPagamento: 'simulado',
};

const routes: Record<string, Handler> = {
  'GET /api/establishments/3': () => jsonResponse(200, { success: true, data: COMPANY }),
  'GET /api/plans/status': () => jsonResponse(200, { success: true, data: PLAN_STATUS }),
  'GET /api/establishments/3/page-link': () =>
    jsonResponse(200, {
      success: true,
      data: { link: 'https://vez.app/estabelecimentos/3', origemDoLink: 'PUBLIC_URL' },
    }),
  'GET /api/cep/*': () =>
    jsonResponse(200, {
      success: true,
      data: { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
    }),
};

/** The routes, and a PUT that answers with what it was sent. */
const savingRoutes: Record<string, Handler> = {
  ...routes,
  'PUT /api/establishments/3': (_url, init) =>
    jsonResponse(200, {
      success: true,
      message: 'Dados atualizados com sucesso!',
      data: { ...COMPANY, ...bodyOf(init) },
    }),
};

function renderProfile() {
  return renderPage(null, {
    route: '/estabelecimento/perfil',
    routes: (
      <>
        <Route path="/estabelecimento" element={<RequireRole userType="estabelecimento" />}>
          <Route path="perfil" element={<EstablishmentProfilePage />} />
        </Route>
        <Route path="/" element={<h1>Página inicial</h1>} />
      </>
    ),
  });
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const fileInput = () => screen.getByLabelText('Arquivo da imagem da empresa') as HTMLInputElement;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));

async function loaded() {
  await waitFor(() => expect(field('Razão Social')).toHaveValue('Barbearia Navalha LTDA'));
}

function png(name = 'fachada.png', bytes = 68) {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

describe('EstablishmentProfilePage', () => {
  beforeEach(() => {
    storeSession({ userType: 'estabelecimento', id: 3, token: 'est.ab.tok', email: 'contato@navalha.com' });
    // jsdom has no object URLs: enough of them for the preview.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the company, its picture, the access card and the plan in force', async () => {
    fakeApi(routes);
    renderProfile();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Dados da Empresa' })).toBeInTheDocument();
    expect(field('CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(field('Telefone')).toHaveValue('(11) 3333-4444');
    expect(field('Categoria')).toHaveValue('Barbearia');
    expect(field('Descrição (opcional)')).toHaveValue('Cortes clássicos.');
    expect(screen.getByRole('img', { name: 'Imagem de Barbearia Navalha LTDA' })).toHaveAttribute(
      'src',
      '/api/establishments/3/image?v=abc',
    );
    expect(screen.getByText('contato@navalha.com')).toBeInTheDocument();
    expect(screen.getByText('••••••••')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alterar senha' })).toBeInTheDocument();
    expect(await screen.findByText('Essencial')).toBeInTheDocument();
    expect(screen.getByText(/24\/12\/2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute(
      'href',
      '/estabelecimento/planos',
    );
    // The page it shares, where anyone sees its queues and joins (decision 069).
    expect(screen.getByRole('heading', { level: 2, name: 'Link da sua página' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://vez.app/estabelecimentos/3' })).toBeInTheDocument();
  });

  it('blocks saving while any SPEC §5 company message shows', async () => {
    const fetch = fakeApi(routes);
    renderProfile();
    await loaded();
    for (const label of [
      'Razão Social',
      'CNPJ',
      'Telefone',
      'CEP',
      'Endereço',
      'Número',
      'Bairro',
      'Cidade',
      'UF',
    ]) {
      await userEvent.clear(field(label));
    }
    await userEvent.clear(field('Descrição (opcional)'));
    await save();
    const expected: Record<string, string> = {
      'Razão Social': 'Razão Social obrigatória',
      CNPJ: 'CNPJ obrigatório',
      Telefone: 'Telefone obrigatório',
      CEP: 'CEP obrigatório',
      Endereço: 'Endereço obrigatório',
      Número: 'Número obrigatório',
      Bairro: 'Bairro obrigatório',
      Cidade: 'Cidade obrigatória',
      UF: 'UF obrigatória',
    };
    for (const [label, message] of Object.entries(expected)) {
      await waitFor(() => expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message)));
    }
    // The description is optional.
    expect(field('Descrição (opcional)')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field('CNPJ'), '1122233300');
    await waitFor(() =>
      expect(field('CNPJ')).toHaveAccessibleDescription(
        expect.stringContaining('CNPJ inválido (apenas números)'),
      ),
    );
    await save();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('saves as JSON without a new picture', async () => {
    const fetch = fakeApi(savingRoutes);
    renderProfile();
    await loaded();
    await userEvent.clear(field('Descrição (opcional)'));
    await userEvent.type(field('Descrição (opcional)'), 'Barba e cabelo.');
    await save();
    expect(await screen.findByText('Dados atualizados com sucesso!')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toMatchObject({
      nome_empresa: 'Barbearia Navalha LTDA',
      cnpj: '11222333000181',
      telefone_empresa: '1133334444',
      descricao_empresa: 'Barba e cabelo.',
      categoria: 'Barbearia',
    });
    expect(getSession('estabelecimento')?.name).toBe('Barbearia Navalha LTDA');
  });

  it("saves 'Nome fantasia', greets by it from then on, and refuses one past 60 characters", async () => {
    const fetch = fakeApi(savingRoutes);
    renderProfile();
    await loaded();
    const tradeName = field('Nome fantasia (opcional)');
    expect(tradeName).toHaveValue('');
    expect(tradeName).toHaveAccessibleDescription(
      expect.stringContaining('Sem ele, mostramos a razão social.'),
    );
    await userEvent.type(tradeName, 'N'.repeat(61));
    await save();
    await waitFor(() =>
      expect(tradeName).toHaveAccessibleDescription(
        expect.stringContaining('Nome fantasia: máximo de 60 caracteres'),
      ),
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await userEvent.clear(tradeName);
    await userEvent.type(tradeName, '  Navalha de Ouro ');
    await save();
    expect(await screen.findByText('Dados atualizados com sucesso!')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toMatchObject({
      nome_empresa: 'Barbearia Navalha LTDA',
      nome_fantasia: 'Navalha de Ouro',
    });
    expect(getSession('estabelecimento')?.name).toBe('Navalha de Ouro');
  });

  it('refuses a file that is not an image, or over 5 MB, before sending anything', async () => {
    const fetch = fakeApi(routes);
    const user = userEvent.setup({ applyAccept: false });
    renderProfile();
    await loaded();

    await user.upload(fileInput(), new File(['oi'], 'notas.txt', { type: 'text/plain' }));
    expect(await screen.findByText(IMAGE_TYPE_MESSAGE)).toBeInTheDocument();

    await user.upload(fileInput(), png('grande.png', MAX_IMAGE_BYTES + 1));
    expect(await screen.findByText(IMAGE_SIZE_MESSAGE)).toBeInTheDocument();
    // The stored picture stays on show.
    expect(screen.getByRole('img', { name: 'Imagem de Barbearia Navalha LTDA' })).toBeInTheDocument();

    await user.upload(fileInput(), png('exata.png', MAX_IMAGE_BYTES));
    expect(await screen.findByRole('img', { name: /Nova imagem de Barbearia Navalha LTDA/ })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(screen.queryByText(IMAGE_SIZE_MESSAGE)).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('sends a chosen picture as multipart with the form, and shows the stored one after', async () => {
    const fetch = fakeApi({
      ...routes,
      'PUT /api/establishments/3': () =>
        jsonResponse(200, {
          success: true,
          message: 'Dados atualizados com sucesso!',
          data: { ...COMPANY, imagem_url: '/api/establishments/3/image?v=novo' },
        }),
    });
    const user = userEvent.setup();
    renderProfile();
    await loaded();
    await user.upload(fileInput(), png());
    await screen.findByRole('img', { name: /Nova imagem/ });
    await save();

    expect(await screen.findByText('Dados atualizados com sucesso!')).toBeInTheDocument();
    const body = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect((form.get('imagem_empresa') as File).name).toBe('fachada.png');
    expect(form.get('nome_empresa')).toBe('Barbearia Navalha LTDA');
    expect(form.get('cnpj')).toBe('11222333000181');
    expect(screen.getByRole('img', { name: 'Imagem de Barbearia Navalha LTDA' })).toHaveAttribute(
      'src',
      '/api/establishments/3/image?v=novo',
    );
  });

  it.each([
    [415, IMAGE_TYPE_MESSAGE],
    [413, IMAGE_SIZE_MESSAGE],
  ])("shows the server's %i refusal and keeps the old picture", async (status, message) => {
    fakeApi({
      ...routes,
      'PUT /api/establishments/3': () =>
        jsonResponse(status, {
          success: false,
          message,
          errors: [{ campo: 'imagem_empresa', mensagem: message }],
        }),
    });
    const user = userEvent.setup();
    renderProfile();
    await loaded();
    await user.upload(fileInput(), png());
    await save();
    expect(await screen.findByText(`Nada foi salvo. ${message}.`)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Imagem de Barbearia Navalha LTDA' })).toHaveAttribute(
      'src',
      '/api/establishments/3/image?v=abc',
    );
  });

  it("'Remover imagem' deletes the stored picture and shows the placeholder", async () => {
    const fetch = fakeApi({
      ...routes,
      'DELETE /api/establishments/3/image': () =>
        jsonResponse(200, { success: true, message: 'Imagem removida' }),
    });
    renderProfile();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Remover imagem' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: /Imagem de/ })).not.toBeInTheDocument());
    expect(screen.getByText('Nenhuma imagem')).toBeInTheDocument();
    expect(
      fetch.mock.calls.some(([url, init]) => String(url).endsWith('/3/image') && init?.method === 'DELETE'),
    ).toBe(true);
  });

  it('puts a 409 CNPJ on the CNPJ field', async () => {
    fakeApi({
      ...routes,
      'PUT /api/establishments/3': () =>
        jsonResponse(409, {
          success: false,
          message: 'CNPJ já cadastrado em outra conta',
          errors: [{ campo: 'cnpj', mensagem: 'CNPJ já cadastrado em outra conta' }],
        }),
    });
    renderProfile();
    await loaded();
    await save();
    await waitFor(() =>
      expect(field('CNPJ')).toHaveAccessibleDescription(
        expect.stringContaining('CNPJ já cadastrado em outra conta'),
      ),
    );
  });

  it('deletes the account only after the confirmation, with the establishment token, then goes to /', async () => {
    const fetch = fakeApi({
      ...routes,
      'DELETE /api/establishments/3': () => jsonResponse(200, { success: true, message: 'Conta excluída' }),
    });
    renderProfile();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir conta' }));
    const question = screen.getByRole('dialog', { name: 'Excluir conta?' });
    expect(question).toHaveTextContent(DELETE_ACCOUNT_CONFIRMATION);
    await userEvent.click(within(question).getByRole('button', { name: 'Excluir conta' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(getSession('estabelecimento')).toBeNull();
    const call = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect((call?.[1]?.headers as Record<string, string> | undefined)?.Authorization).toBe(
      'Bearer est.ab.tok',
    );
  });

  it('says when the plan could not be loaded, with Tentar Novamente', async () => {
    let fail = true;
    fakeApi({
      ...routes,
      'GET /api/plans/status': () =>
        fail
          ? jsonResponse(500, { success: false })
          : jsonResponse(200, { success: true, data: PLAN_STATUS }),
    });
    renderProfile();
    await loaded();
    expect(await screen.findByText('Erro ao carregar o plano.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByText('Essencial')).toBeInTheDocument();
  });
});
