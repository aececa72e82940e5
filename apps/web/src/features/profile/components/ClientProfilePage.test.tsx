import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DELETE_ACCOUNT_CONFIRMATION, PASSWORD_EMAIL_SENT_MESSAGE } from '@vez/domain';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session/session-store';
import { bodyOf, jsonResponse, renderPage, storeSession } from '../../../test/helpers';
import { RequireRole } from '../../auth';
import { CEP_ADDRESS, CLIENT } from '../test-data';
import { ClientProfilePage } from './ClientProfilePage';
import { fakeApi, type Handler } from './test-api';

const profileRoutes: Record<string, Handler> = {
  'GET /api/users/1': () => jsonResponse(200, { success: true, data: CLIENT }),
  'GET /api/cep/*': (url) =>
    url.endsWith('/20040002')
      ? jsonResponse(200, { success: true, data: CEP_ADDRESS })
      : url.endsWith('/01310100')
        ? jsonResponse(200, {
            success: true,
            data: { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
          })
        : jsonResponse(404, { success: false, message: 'CEP não encontrado' }),
};

/** The profile behind its real guard, with a landing page to arrive at after leaving. */
function renderProfile() {
  return renderPage(null, {
    route: '/cliente/perfil',
    routes: (
      <>
        <Route path="/cliente" element={<RequireRole userType="cliente" />}>
          <Route path="perfil" element={<ClientProfilePage />} />
        </Route>
        <Route path="/" element={<h1>Página inicial</h1>} />
        <Route path="/escolha-login" element={<h1>Escolha o login</h1>} />
      </>
    ),
  });
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

async function loaded() {
  await waitFor(() => expect(field('Nome completo')).toHaveValue('Maria Silva'));
}

/** 'Excluir conta', then the same words in the app's confirmation. */
async function confirmDeletion() {
  await userEvent.click(screen.getByRole('button', { name: 'Excluir conta' }));
  const question = screen.getByRole('dialog', { name: 'Excluir conta?' });
  await userEvent.click(within(question).getByRole('button', { name: 'Excluir conta' }));
}

describe('ClientProfilePage', () => {
  beforeEach(() => storeSession({ id: 1 }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the stored data masked, the e-mail read-only and saves the digits', async () => {
    const fetch = fakeApi({
      ...profileRoutes,
      'PUT /api/users/1': (_url, init) =>
        jsonResponse(200, {
          success: true,
          message: 'Dados atualizados com sucesso!',
          data: { ...CLIENT, ...bodyOf(init) },
        }),
    });
    renderProfile();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Dados Pessoais' })).toBeInTheDocument();
    expect(field('CPF')).toHaveValue('529.982.247-25');
    expect(field('Telefone')).toHaveValue('(11) 98765-4321');
    expect(field('CEP')).toHaveValue('01310-100');
    expect(field('E-mail')).toHaveValue('maria@example.com');
    expect(field('E-mail')).toHaveAttribute('readonly');
    // A complete stored address is not looked up again on every visit (nothing would be filled).
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/cep/'))).toBe(false);

    await userEvent.clear(field('Nome completo'));
    await userEvent.type(field('Nome completo'), 'Maria Souza');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Dados atualizados com sucesso!')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toEqual({
      nome_usuario: 'Maria Souza',
      cpf: '52998224725',
      telefone_usuario: '11987654321',
      cep_usuario: '01310100',
      endereco_usuario: 'Avenida Paulista',
      numero_usuario: '1000',
      bairro_usuario: 'Bela Vista',
      cidade_usuario: 'São Paulo',
      uf_usuario: 'SP',
    });
    // The header greets by the stored name: it follows the saved profile.
    expect(getSession('cliente')?.name).toBe('Maria Souza');
  });

  it('puts every SPEC §5 message on its own field and sends nothing', async () => {
    const fetch = fakeApi(profileRoutes);
    renderProfile();
    await loaded();
    for (const label of [
      'Nome completo',
      'CPF',
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
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    const expected: Record<string, string> = {
      'Nome completo': 'Nome obrigatório',
      CPF: 'CPF obrigatório',
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
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }

    await userEvent.type(field('CPF'), '1234');
    await waitFor(() =>
      expect(field('CPF')).toHaveAccessibleDescription(
        expect.stringContaining('CPF inválido (apenas números)'),
      ),
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('fills what a stored address lacks from its CEP', async () => {
    fakeApi({
      ...profileRoutes,
      'GET /api/users/1': () => jsonResponse(200, { success: true, data: { ...CLIENT, bairro_usuario: '' } }),
    });
    renderProfile();
    await waitFor(() => expect(field('Bairro')).toHaveValue('Bela Vista'));
    expect(field('Endereço')).toHaveValue('Avenida Paulista');
  });

  it('leaves a field the user empties alone: the stored address was complete', async () => {
    const fetch = fakeApi(profileRoutes);
    renderProfile();
    await loaded();
    await userEvent.clear(field('Bairro'));
    await userEvent.tab();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field('Bairro')).toHaveValue('');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/cep/'))).toBe(false);
  });

  it('looks up a typed CEP with Buscando... and fills the address', async () => {
    let answer: (response: Response) => void = () => undefined;
    fakeApi({
      ...profileRoutes,
      'GET /api/cep/*': (url) =>
        url.endsWith('/20040002')
          ? new Promise<Response>((resolve) => {
              answer = resolve;
            })
          : jsonResponse(200, { success: true, data: CEP_ADDRESS }),
    });
    renderProfile();
    await loaded();
    await userEvent.clear(field('CEP'));
    await userEvent.type(field('CEP'), '20040002');
    expect(await screen.findByText('Buscando...')).toBeInTheDocument();
    answer(jsonResponse(200, { success: true, data: CEP_ADDRESS }));
    await waitFor(() => expect(field('Endereço')).toHaveValue('Rua da Assembleia'));
    expect(field('Bairro')).toHaveValue('Centro');
    expect(field('Cidade')).toHaveValue('Rio de Janeiro');
    expect(field('UF')).toHaveValue('RJ');
    expect(screen.queryByText('Buscando...')).not.toBeInTheDocument();
  });

  it.each([
    [
      'not found',
      () => jsonResponse(404, { success: false, message: 'CEP não encontrado' }),
      'CEP não encontrado',
    ],
    [
      'unavailable',
      () => jsonResponse(503, { success: false, message: 'Erro ao buscar CEP' }),
      'Erro ao buscar CEP',
    ],
    [
      'offline',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Erro ao buscar CEP',
    ],
  ])('keeps the address editable when the CEP lookup fails (%s)', async (_case, lookup, message) => {
    const fetch = fakeApi({
      ...profileRoutes,
      'GET /api/cep/*': (url) =>
        url.endsWith('/01310100') ? jsonResponse(200, { success: true, data: CEP_ADDRESS }) : lookup(),
      'PUT /api/users/1': (_url, init) =>
        jsonResponse(200, { success: true, message: 'ok', data: { ...CLIENT, ...bodyOf(init) } }),
    });
    renderProfile();
    await loaded();
    await userEvent.clear(field('CEP'));
    await userEvent.type(field('CEP'), '69900000');
    await waitFor(() => expect(field('CEP')).toHaveAccessibleDescription(expect.stringContaining(message)));

    for (const [label, value] of [
      ['Endereço', 'Rua Nova'],
      ['Bairro', 'Bosque'],
      ['Cidade', 'Rio Branco'],
      ['UF', 'AC'],
    ] as const) {
      expect(field(label)).toBeEnabled();
      await userEvent.clear(field(label));
      await userEvent.type(field(label), value);
      expect(field(label)).toHaveValue(value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toMatchObject({
      cep_usuario: '69900000',
      cidade_usuario: 'Rio Branco',
      uf_usuario: 'AC',
    });
  });

  it("puts the server's 400 messages and a 409 CPF on their fields", async () => {
    let conflict = false;
    fakeApi({
      ...profileRoutes,
      'PUT /api/users/1': () =>
        conflict
          ? jsonResponse(409, {
              success: false,
              message: 'CPF já cadastrado em outra conta',
              errors: [{ campo: 'cpf', mensagem: 'CPF já cadastrado em outra conta' }],
            })
          : jsonResponse(400, {
              success: false,
              message: 'UF inválida',
              errors: [
                { campo: 'uf_usuario', mensagem: 'UF inválida' },
                { campo: 'telefone_usuario', mensagem: 'Telefone inválido' },
              ],
            }),
    });
    renderProfile();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(field('UF')).toHaveAccessibleDescription(expect.stringContaining('UF inválida')),
    );
    expect(field('Telefone')).toHaveAccessibleDescription(expect.stringContaining('Telefone inválido'));
    expect(screen.queryByText('Erro ao atualizar dados. Tente novamente.')).not.toBeInTheDocument();

    conflict = true;
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(field('CPF')).toHaveAccessibleDescription(
        expect.stringContaining('CPF já cadastrado em outra conta'),
      ),
    );
  });

  it('says when saving failed for another reason', async () => {
    fakeApi({ ...profileRoutes, 'PUT /api/users/1': () => jsonResponse(500, { success: false }) });
    renderProfile();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao atualizar dados. Tente novamente.');
  });

  it("shows 'Erro ao carregar dados do usuário' with Tentar Novamente", async () => {
    let fail = true;
    fakeApi({
      ...profileRoutes,
      'GET /api/users/1': () =>
        fail ? jsonResponse(500, { success: false }) : jsonResponse(200, { success: true, data: CLIENT }),
    });
    renderProfile();
    expect(await screen.findByText('Erro ao carregar dados do usuário')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    await loaded();
  });

  it("'Alterar' sends the password-change e-mail and says so, or says it failed", async () => {
    let fail = false;
    const fetch = fakeApi({
      ...profileRoutes,
      'POST /api/auth/forgot-password-fixed': () =>
        fail ? jsonResponse(500, { success: false }) : jsonResponse(200, { success: true, message: 'ok' }),
    });
    renderProfile();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText(PASSWORD_EMAIL_SENT_MESSAGE)).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/forgot-password-fixed'));
    expect((call?.[1]?.headers as Record<string, string> | undefined)?.Authorization).toBe(
      'Bearer aaa.bbb.ccc',
    );

    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Erro ao enviar email. Tente novamente.')).toBeInTheDocument();
  });

  it('asks for a confirmation before deleting, then logs out and goes to the landing page', async () => {
    const fetch = fakeApi({
      ...profileRoutes,
      'DELETE /api/users/1': () => jsonResponse(200, { success: true, message: 'Conta excluída' }),
    });
    renderProfile();
    await loaded();

    await userEvent.click(screen.getByRole('button', { name: 'Excluir conta' }));
    const question = screen.getByRole('dialog', { name: 'Excluir conta?' });
    expect(question).toHaveTextContent(DELETE_ACCOUNT_CONFIRMATION);
    await userEvent.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    expect(getSession('cliente')).not.toBeNull();

    await confirmDeletion();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.getByRole('heading', { name: 'Página inicial' })).toBeInTheDocument();
    expect(getSession('cliente')).toBeNull();
  });

  it('keeps the account and says so when deleting fails', async () => {
    fakeApi({ ...profileRoutes, 'DELETE /api/users/1': () => jsonResponse(500, { success: false }) });
    renderProfile();
    await loaded();
    await confirmDeletion();
    expect(await screen.findByText('Erro ao excluir conta. Tente novamente.')).toBeInTheDocument();
    expect(getSession('cliente')).not.toBeNull();
  });

  it("'Encerrar sessões' ends every session, then logs out and goes to the landing page", async () => {
    let fail = true;
    const fetch = fakeApi({
      ...profileRoutes,
      'POST /api/auth/logout-all': () =>
        fail ? jsonResponse(500, { success: false }) : jsonResponse(200, { success: true, message: 'ok' }),
    });
    renderProfile();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Encerrar sessões' }));
    expect(await screen.findByText('Erro ao encerrar sessões. Tente novamente.')).toBeInTheDocument();
    expect(getSession('cliente')).not.toBeNull();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Encerrar sessões' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(getSession('cliente')).toBeNull();
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/logout-all'))).toHaveLength(2);
  });

  it("'Baixar meus dados' downloads the JSON the server names", async () => {
    fakeApi({
      ...profileRoutes,
      'GET /api/users/1/export': () =>
        new Response('{"conta":{}}', {
          status: 200,
          headers: {
            'Content-Type': 'application/json',
            'Content-Disposition': 'attachment; filename="vez-meus-dados.json"',
          },
        }),
    });
    // jsdom has no object URLs: enough of them for the download.
    const createUrl = vi.fn(() => 'blob:dados');
    URL.createObjectURL = createUrl;
    URL.revokeObjectURL = vi.fn();
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderProfile();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    await waitFor(() => expect(clicks).toEqual(['vez-meus-dados.json']));
    expect(createUrl).toHaveBeenCalled();
  });

  it('links the terms and the privacy policy', async () => {
    fakeApi(profileRoutes);
    renderProfile();
    await loaded();
    const terms = screen.getByText(/Ao salvar, você confirma/);
    expect(within(terms).getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos');
    expect(within(terms).getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
  });
});
