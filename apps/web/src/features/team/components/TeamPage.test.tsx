import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamView } from '@vez/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { teamOf } from '../test-data';
import { TeamPage } from './TeamPage';

afterEach(() => vi.unstubAllGlobals());

type Extra = (url: string, init: RequestInit) => Response | null;

function serve(team: TeamView | (() => Response), extra: Extra = () => null) {
  const fetch = mockFetch((url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    if (url === '/api/equipe') {
      return typeof team === 'function' ? team() : jsonResponse(200, { success: true, data: team });
    }
    return jsonResponse(500, { success: false, message: 'inesperado' });
  });
  storeSession({ userType: 'estabelecimento', name: 'Barbearia Central', id: 7, papel: 'dono' });
  renderPage(<TeamPage />, { route: '/estabelecimento/equipe' });
  return fetch;
}

const person = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('TeamPage', () => {
  it('shows the plan’s room, the owner’s own login, the members and the pending invitations', async () => {
    serve(teamOf());
    expect(screen.getByRole('heading', { level: 1, name: 'Equipe' })).toBeInTheDocument();
    expect(screen.getByText('Carregando equipe...')).toBeInTheDocument();
    expect(
      await screen.findByText('O plano Essencial permite até 2 pessoas na equipe além do dono.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ocupadas: 1 de 2 (pessoas ativas e convites em aberto)')).toBeInTheDocument();
    expect(within(person('Barbearia Central')).getByText('Login do estabelecimento')).toBeInTheDocument();
    const joao = person('João Lima');
    expect(within(joao).getByText('Atendente')).toBeInTheDocument();
    expect(within(joao).getByText('Na equipe desde 20/11/2026')).toBeInTheDocument();
    expect(within(person('Rita Souza')).getByText('Vale até 01/12 às 09:00')).toBeInTheDocument();
  });

  it('says so when nobody but the owner is on the team and nothing is pending', async () => {
    serve(teamOf({ membros: [], convites: [], limite: { ...teamOf().limite, ocupadas: 0 } }));
    expect(
      await screen.findByText('Ninguém na equipe além do dono ainda. Convide alguém acima.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nenhum convite pendente.')).toBeInTheDocument();
  });

  it('shows a failed load with a retry that reads again', async () => {
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse(500, { success: false, message: 'Erro interno do servidor' })
        : jsonResponse(200, { success: true, data: teamOf() });
    });
    expect(await screen.findByText('Erro interno do servidor')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByText('João Lima')).toBeInTheDocument();
  });

  it('checks the invitation form before sending, then sends it and says so', async () => {
    const fetch = serve(teamOf(), (url, init) =>
      url === '/api/equipe/convites' && init.method === 'POST'
        ? jsonResponse(201, {
            success: true,
            message: 'Convite enviado para ana@barbearia.com.',
            data: { ...teamOf().convites[0], id: 22, nome: 'Ana Prado', email: 'ana@barbearia.com' },
          })
        : null,
    );
    const form = await screen.findByRole('region', { name: 'Convidar pessoa' });
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar convite' }));
    expect(await within(form).findByText('Nome obrigatório')).toBeInTheDocument();
    expect(within(form).getByText('E-mail obrigatório')).toBeInTheDocument();
    expect(within(form).getByLabelText('Nome')).toHaveFocus();

    await userEvent.type(within(form).getByLabelText('Nome'), 'Ana Prado');
    await userEvent.type(within(form).getByLabelText('E-mail'), 'ana@');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar convite' }));
    expect(await within(form).findByText('E-mail inválido')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('E-mail'), 'barbearia.com');
    await userEvent.selectOptions(within(form).getByLabelText('Função'), 'dono');
    expect(within(form).getByText(/Tudo o que o dono faz/)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('Convite enviado para ana@barbearia.com.')).toBeInTheDocument();
    const sent = fetch.mock.calls.find(([url]) => url === '/api/equipe/convites');
    expect(bodyOf(sent?.[1])).toEqual({ nome: 'Ana Prado', email: 'ana@barbearia.com', papel: 'dono' });
    expect(within(form).getByLabelText('Nome')).toHaveValue('');
  });

  it('says a refused e-mail under the field', async () => {
    serve(teamOf(), (url) =>
      url === '/api/equipe/convites'
        ? jsonResponse(409, { success: false, message: 'Esta pessoa já está na equipe.' })
        : null,
    );
    const form = await screen.findByRole('region', { name: 'Convidar pessoa' });
    await userEvent.type(within(form).getByLabelText('Nome'), 'João Lima');
    await userEvent.type(within(form).getByLabelText('E-mail'), 'joao@barbearia.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar convite' }));
    expect(await within(form).findByText('Esta pessoa já está na equipe.')).toBeInTheDocument();
    expect(within(form).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('deactivates someone only after the confirmation says what it costs', async () => {
    const fetch = serve(teamOf(), (url, init) =>
      url === '/api/equipe/membros/11/desativar' && init.method === 'POST'
        ? jsonResponse(200, {
            success: true,
            message: 'João Lima foi desativado(a) e não entra mais no Vez.',
            data: { ...teamOf().membros[0], ativo: false },
          })
        : null,
    );
    await screen.findByText('João Lima');
    await userEvent.click(within(person('João Lima')).getByRole('button', { name: 'Desativar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desativar João Lima?' });
    expect(within(dialog).getByText(/as sessões abertas terminam agora/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('desativar'))).toBe(false);

    await userEvent.click(within(person('João Lima')).getByRole('button', { name: 'Desativar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Desativar João Lima?' })).getByRole('button', {
        name: 'Desativar',
      }),
    );
    expect(
      await screen.findByText('João Lima foi desativado(a) e não entra mais no Vez.'),
    ).toBeInTheDocument();
  });

  it('changes a role after confirming, and offers nothing on the person’s own row', async () => {
    const fetch = serve(
      teamOf({
        membros: [
          ...teamOf().membros,
          {
            id: 12,
            nome: 'Carla Dona',
            email: 'carla@barbearia.com',
            papel: 'dono',
            ativo: true,
            desde: '2026-11-01T13:00:00.000Z',
            desativadoEm: null,
          },
        ],
      }),
      (url, init) =>
        url === '/api/equipe/membros/11/papel' && init.method === 'PUT'
          ? jsonResponse(200, {
              success: true,
              message: 'João Lima agora é Dono.',
              data: { ...teamOf().membros[0], papel: 'dono' },
            })
          : null,
    );
    // The logged-in person is Carla, a Dono member.
    storeSession({
      userType: 'estabelecimento',
      id: 7,
      papel: 'dono',
      membroId: 12,
      membroNome: 'Carla Dona',
    });
    await screen.findByText('João Lima');
    expect(within(person('Carla Dona (você)')).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(person('João Lima')).getByRole('button', { name: 'Tornar Dono' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tornar João Lima Dono?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tornar Dono' }));
    expect(await screen.findByText('João Lima agora é Dono.')).toBeInTheDocument();
    const sent = fetch.mock.calls.find(([url]) => url === '/api/equipe/membros/11/papel');
    expect(bodyOf(sent?.[1])).toEqual({ papel: 'dono' });
  });

  it('sends an invitation again and cancels one after confirming', async () => {
    const fetch = serve(teamOf(), (url, init) => {
      if (url === '/api/equipe/convites/21/reenviar') {
        return jsonResponse(200, {
          success: true,
          message: 'Convite reenviado para rita@barbearia.com.',
          data: teamOf().convites[0],
        });
      }
      if (url === '/api/equipe/convites/21' && init.method === 'DELETE') {
        return jsonResponse(200, { success: true, message: 'Convite cancelado.' });
      }
      return null;
    });
    await screen.findByText('Rita Souza');
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar convite para Rita Souza' }));
    expect(await screen.findByText('Convite reenviado para rita@barbearia.com.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar convite de Rita Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar o convite de Rita Souza?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar convite' }));
    expect(await screen.findByText('Convite cancelado.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) => url === '/api/equipe/convites/21' && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });

  it('with the plan’s seats taken, offers the plans instead of the form', async () => {
    serve(
      teamOf({
        limite: {
          planoId: null,
          maximo: 0,
          ocupadas: 0,
          texto: 'Sem plano, só o dono entra no Vez: a equipe começa no plano Essencial.',
        },
        membros: [],
        convites: [],
      }),
    );
    expect(
      await screen.findByText('Sem plano, só o dono entra no Vez: a equipe começa no plano Essencial.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Convidar pessoa' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conhecer os planos' })).toHaveAttribute(
      'href',
      '/estabelecimento/planos',
    );
  });
});
