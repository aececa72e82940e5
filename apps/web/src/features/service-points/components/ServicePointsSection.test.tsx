import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServicePoint } from '@vez/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { ServicePointsSection } from './ServicePointsSection';

const QUEUES = [
  { id: 7, nome: 'Corte' },
  { id: 8, nome: 'Barba' },
];

/** The establishment's points as a server keeps them: created, renamed, removed. */
function serve(initial: ServicePoint[] = []) {
  let points = initial;
  return mockFetch((url, init) => {
    if (!url.startsWith('/api/establishments/5/pontos')) return jsonResponse(404, {});
    const id = Number(url.split('/').pop());
    if (init.method === 'POST') {
      const body = bodyOf(init);
      if (points.some((p) => p.nome === body.nome)) {
        return jsonResponse(409, {
          success: false,
          message: 'Já existe um ponto de atendimento com este nome',
        });
      }
      const point = {
        id: points.length + 1,
        nome: body.nome as string,
        artigo: body.artigo as 'a' | 'o',
        filas: body.filas as number[],
        criadoEm: '2026-11-29T12:00:00.000Z',
      };
      points = [...points, point];
      return jsonResponse(201, { success: true, message: `Ponto ${point.nome} criado`, data: point });
    }
    if (init.method === 'PUT') {
      points = points.map((p) => (p.id === id ? { ...p, ...bodyOf(init) } : p));
      const point = points.find((p) => p.id === id);
      return jsonResponse(200, { success: true, message: `Ponto ${point?.nome} atualizado`, data: point });
    }
    if (init.method === 'DELETE') {
      points = points.filter((p) => p.id !== id);
      return jsonResponse(200, { success: true, message: 'Ponto de atendimento removido' });
    }
    return jsonResponse(200, { success: true, data: points });
  });
}

describe('ServicePointsSection (issue 37)', () => {
  it('creates a point with the sentence the client will read and the queues it serves', async () => {
    storeSession({ userType: 'estabelecimento', id: 5 });
    const fetch = serve();
    renderPage(<ServicePointsSection establishmentId={5} queues={QUEUES} />);
    expect(await screen.findByText('Nenhum ponto de atendimento.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Novo ponto' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo ponto de atendimento' });
    await userEvent.type(within(dialog).getByLabelText(/Nome do ponto/), 'Consultório 2');
    // Guessed from the name, and shown as the sentence, so a wrong guess is seen where it is made.
    expect(within(dialog).getByRole('radio', { name: 'Dirija-se ao Consultório 2' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Corte' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar ponto' }));

    expect(await screen.findByText('Ponto Consultório 2 criado')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({ nome: 'Consultório 2', artigo: 'o', filas: [7] });
    expect(await screen.findByText('Atende: Corte')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets the owner choose the other article, says a refusal in the dialog, and renames', async () => {
    storeSession({ userType: 'estabelecimento', id: 5 });
    const fetch = serve([
      { id: 1, nome: 'Caixa', artigo: 'o', filas: [], criadoEm: '2026-11-29T12:00:00.000Z' },
    ]);
    renderPage(<ServicePointsSection establishmentId={5} queues={QUEUES} />);
    expect(await screen.findByText('Ainda não atende nenhuma fila')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Novo ponto' }));
    let dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Nome do ponto/), 'Caixa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar ponto' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Já existe um ponto de atendimento com este nome',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    dialog = screen.getByRole('dialog', { name: 'Editar ponto' });
    const name = within(dialog).getByLabelText(/Nome do ponto/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Cabine 3');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Dirija-se à Cabine 3' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Barba' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Ponto Cabine 3 atualizado')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/establishments/5/pontos/1');
    expect(bodyOf(put?.[1])).toEqual({ nome: 'Cabine 3', artigo: 'a', filas: [8] });
  });

  it('removes a point only after the confirmation', async () => {
    storeSession({ userType: 'estabelecimento', id: 5 });
    const fetch = serve([
      { id: 1, nome: 'Cadeira 1', artigo: 'a', filas: [7, 8], criadoEm: '2026-11-29T12:00:00.000Z' },
    ]);
    renderPage(<ServicePointsSection establishmentId={5} queues={QUEUES} />);
    expect(await screen.findByText('Atende: Corte, Barba')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remover' }));
    const dialog = screen.getByRole('dialog', { name: 'Remover Cadeira 1?' });
    expect(dialog).toHaveTextContent('As chamadas já feitas para ele continuam no histórico.');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover ponto' }));
    expect(await screen.findByText('Cadeira 1 removido')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum ponto de atendimento.')).toBeInTheDocument();
  });
});
