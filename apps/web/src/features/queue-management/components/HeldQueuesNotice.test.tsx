import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { queueOf } from '../../../test/queue-data';
import { ManageQueuesPage } from './ManageQueuesPage';

const AN_HOUR_AGO = new Date(Date.now() - 3_600_000).toISOString();

/** Gerenciar Filas' list as the server sends it: the queues and the plan's limit beside them. */
function serve(queues: ReturnType<typeof queueOf>[]) {
  mockFetch((url) => {
    if (url.includes('/events')) return jsonResponse(404, { success: false, message: 'Fila não encontrada' });
    if (url === '/api/queues/establishment/7') {
      return jsonResponse(200, {
        success: true,
        data: queues,
        limiteFilasAbertas: { planoId: null, maximo: 1 },
      });
    }
    return jsonResponse(500, { success: false, message: 'inesperado' });
  });
  storeSession({ userType: 'estabelecimento', id: 7, name: 'Academia' });
  renderPage(<ManageQueuesPage />, { route: '/estabelecimento/gerenciar-filas' });
}

describe('Gerenciar Filas and the plan limit (decision 058)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says why a scheduled queue past its time has not opened, and that it will', async () => {
    serve([
      queueOf({ id: 1, nome: 'Musculação' }),
      queueOf({
        id: 2,
        nome: 'Spinning',
        status: 'agendada',
        horario_abertura: '07:00',
        abre_em: AN_HOUR_AGO,
      }),
    ]);
    const title = await screen.findByText('Fila aguardando vaga para abrir');
    const notice = title.closest('[role="status"]') as HTMLElement;
    expect(notice).toHaveTextContent(
      'A fila ‘Spinning’ (07:00) chegou ao horário e não abriu. Sem plano, o estabelecimento pode manter 1 fila aberta (ativa ou pausada) por vez. Ela abre sozinha assim que uma fila for encerrada.',
    );
    expect(within(notice).getByRole('link', { name: 'Conheça os planos' })).toHaveAttribute(
      'href',
      '/estabelecimento/planos',
    );
  });

  it('says nothing of a scheduled queue whose time has not come', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    serve([
      queueOf({ id: 1, nome: 'Musculação' }),
      queueOf({ id: 2, nome: 'Spinning', status: 'agendada', horario_abertura: '19:00', abre_em: later }),
    ]);
    expect(await screen.findByText('Spinning')).toBeInTheDocument();
    expect(screen.queryByText(/aguardando vaga/)).not.toBeInTheDocument();
  });

  it("'Criar Filas' opens with the limit from the list, before the form, and a scheduled queue offered", async () => {
    serve([queueOf({ id: 1, nome: 'Musculação' })]);
    await screen.findByText('Musculação');
    await userEvent.click(screen.getByRole('button', { name: 'Criar Filas' }));
    const dialog = screen.getByRole('dialog', { name: 'Criar Fila' });
    expect(within(dialog).getByText('Limite de filas abertas atingido')).toBeInTheDocument();
    expect(within(dialog).getByText(/Abertas agora: 1 de 1\./)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Abrir no horário')).toBeChecked();
  });
});
