import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpenQueueLimit } from '@vez/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { queueOf } from '../../../test/queue-data';
import type { ManagedQueue } from '../api/queue-management-api';
import { CreateQueueDialog } from './CreateQueueDialog';

interface ListProps {
  queues?: ManagedQueue[];
  limit?: OpenQueueLimit | null;
}

function Harness({ queues, limit }: ListProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Criar Filas
      </button>
      <CreateQueueDialog open={open} onClose={() => setOpen(false)} queues={queues} limit={limit} />
    </>
  );
}

async function openDialog(list: ListProps = {}) {
  renderPage(<Harness {...list} />, { route: '/estabelecimento/gerenciar-filas' });
  await userEvent.click(screen.getByRole('button', { name: 'Criar Filas' }));
  return screen.getByRole('dialog', { name: 'Criar Fila' });
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Criar Fila' }));

describe('CreateQueueDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the SPEC messages and sends nothing while the form is invalid', async () => {
    const fetch = mockFetch(() => jsonResponse(500, {}));
    await openDialog();
    await userEvent.click(screen.getByLabelText('Limitar Fila'));
    await userEvent.click(screen.getByLabelText('Habilitar chamada automática'));
    await userEvent.clear(screen.getByLabelText('Intervalo entre chamadas (minutos)'));
    await userEvent.type(screen.getByLabelText('Intervalo entre chamadas (minutos)'), '61');
    await submit();

    expect(await screen.findByText('Nome da fila é obrigatório')).toBeInTheDocument();
    expect(
      screen.getByText('Máximo de integrantes deve ser maior que zero quando a fila é limitada'),
    ).toBeInTheDocument();
    expect(screen.getByText('O intervalo deve estar entre 1 e 60 minutos')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("explains what 'Tipo de Fila' means for the type chosen", async () => {
    mockFetch(() => jsonResponse(500, {}));
    await openDialog();
    const type = screen.getByLabelText('Tipo de Fila');
    expect(type).toHaveAccessibleDescription(
      expect.stringContaining('prioridade por lei: idosos, gestantes'),
    );
    expect(type).toHaveAccessibleDescription(
      expect.stringContaining('a ordem de chamada é a mesma em todos'),
    );
    await userEvent.selectOptions(type, 'expressa');
    expect(type).toHaveAccessibleDescription(expect.stringContaining('atendimentos rápidos'));
  });

  it('ignores what a switched-off option hides and asks for a time when one is chosen', async () => {
    const fetch = mockFetch(() => jsonResponse(500, {}));
    await openDialog();
    await userEvent.type(screen.getByLabelText('Nome da Fila'), 'Corte');
    // A bad interval typed and then switched off must not block the form.
    await userEvent.click(screen.getByLabelText('Habilitar chamada automática'));
    await userEvent.type(screen.getByLabelText('Intervalo entre chamadas (minutos)'), '9');
    await userEvent.click(screen.getByLabelText('Habilitar chamada automática'));
    await userEvent.click(screen.getByLabelText('Abrir no horário'));
    await userEvent.clear(screen.getByLabelText('Horário'));
    await submit();
    expect(await screen.findByText('Horário de abertura inválido')).toBeInTheDocument();
    expect(screen.queryByText('O intervalo deve estar entre 1 e 60 minutos')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('creates the queue with the parsed values, closes and opens clean next time', async () => {
    storeSession({ userType: 'estabelecimento', id: 7 });
    const fetch = mockFetch(() =>
      jsonResponse(201, { success: true, message: 'Fila criada com sucesso!', data: { id: 9 } }),
    );
    await openDialog();
    await userEvent.type(screen.getByLabelText('Nome da Fila'), '  Corte  ');
    await userEvent.type(screen.getByLabelText('Descrição (opcional)'), 'Com lavagem');
    await userEvent.selectOptions(screen.getByLabelText('Tipo de Fila'), 'expressa');
    await userEvent.click(screen.getByLabelText('Limitar Fila'));
    await userEvent.type(screen.getByLabelText('Máximo de Integrantes'), '30');
    await userEvent.click(screen.getByLabelText('Abrir no horário'));
    await userEvent.clear(screen.getByLabelText('Horário'));
    await userEvent.type(screen.getByLabelText('Horário'), '18:30');
    await userEvent.click(screen.getByLabelText('Habilitar chamada automática'));
    await userEvent.clear(screen.getByLabelText('Intervalo entre chamadas (minutos)'));
    await userEvent.type(screen.getByLabelText('Intervalo entre chamadas (minutos)'), '12');
    await userEvent.clear(screen.getByLabelText('Valor por avanço (R$)'));
    await userEvent.type(screen.getByLabelText('Valor por avanço (R$)'), '12,50');
    await submit();

    expect(await screen.findByText('Fila criada com sucesso!')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/queues');
    expect(bodyOf(init)).toMatchObject({
      nome: 'Corte',
      descricao: 'Com lavagem',
      tipo_fila: 'expressa',
      limitar_fila: true,
      max_integrantes: 30,
      abrir_agora: false,
      horario_abertura: '18:30',
      chamada_automatica: true,
      intervalo_chamada: 12,
      tempo_estimado: 5,
      valor_avancos: 12.5,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Criar Filas' }));
    expect(screen.getByLabelText('Nome da Fila')).toHaveValue('');
    expect(screen.getByLabelText('Limitar Fila')).not.toBeChecked();
    expect(screen.getByLabelText('Abrir Agora')).toBeChecked();
    expect(screen.getByLabelText('Valor por avanço (R$)')).toHaveValue('10,00');
  });

  it('lets people in without an account and asks their phone by default; the phone rule waits while guests are off', async () => {
    storeSession({ userType: 'estabelecimento', id: 7 });
    const fetch = mockFetch(() =>
      jsonResponse(201, { success: true, message: 'Fila criada com sucesso!', data: { id: 9 } }),
    );
    await openDialog();
    const guests = screen.getByLabelText('Permitir entrada sem cadastro');
    const phone = screen.getByLabelText('Exigir celular de quem entra sem cadastro');
    expect(guests).toBeChecked();
    expect(phone).toBeChecked();
    expect(phone).toBeEnabled();
    await userEvent.click(guests);
    expect(phone).toBeDisabled();
    // Kept as it was, so switching guests on again brings the same rule back.
    expect(phone).toBeChecked();
    expect(screen.getByText('Vale quando a entrada sem cadastro está permitida.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nome da Fila'), 'Corte');
    await submit();
    expect(await screen.findByText('Fila criada com sucesso!')).toBeInTheDocument();
    expect(bodyOf(fetch.mock.calls[0]?.[1])).toMatchObject({
      permitir_convidados: false,
      convidado_precisa_celular: true,
    });
  });

  it('shows the plan-limit refusal with a way to the plans', async () => {
    const refusal =
      'Sem plano, o estabelecimento pode manter 1 fila aberta (ativa ou pausada) por vez. Encerre uma fila ou conheça os planos para abrir mais.';
    mockFetch(() => jsonResponse(403, { success: false, message: refusal }));
    await openDialog();
    await userEvent.type(screen.getByLabelText('Nome da Fila'), 'Segunda fila');
    await submit();
    expect(await screen.findByText(`Erro ao criar fila: ${refusal}`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute(
      'href',
      '/estabelecimento/planos',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says the limit of an establishment without a plan before the form, and how many are open', async () => {
    mockFetch(() => jsonResponse(500, {}));
    const dialog = await openDialog({ queues: [], limit: { planoId: null, maximo: 1 } });
    const note = within(dialog).getByText(/Sem plano, o estabelecimento pode manter 1 fila aberta/);
    expect(note).toHaveTextContent('(ativa ou pausada) por vez. Abertas agora: 0 de 1.');
    expect(within(note).getByRole('link', { name: 'Conheça os planos' })).toHaveAttribute(
      'href',
      '/estabelecimento/planos',
    );
    expect(note.compareDocumentPosition(screen.getByLabelText('Nome da Fila'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.queryByText(/Seu plano/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Abrir Agora')).toBeEnabled();
    expect(screen.getByLabelText('Abrir Agora')).toBeChecked();
  });

  it('with the limit full, still creates a queue scheduled for later (a scheduled queue is not open)', async () => {
    storeSession({ userType: 'estabelecimento', id: 7 });
    const fetch = mockFetch(() =>
      jsonResponse(201, { success: true, message: 'Fila criada com sucesso!', data: { id: 9 } }),
    );
    await openDialog({
      queues: [queueOf({ id: 1, status: 'pausada' }), queueOf({ id: 2, status: 'agendada' })],
      limit: { planoId: null, maximo: 1 },
    });
    const notice = screen.getByRole('status', { name: '' });
    expect(notice).toHaveTextContent('Limite de filas abertas atingido');
    expect(notice).toHaveTextContent('Abertas agora: 1 de 1.');
    expect(notice).toHaveTextContent('Você ainda pode programar esta fila');
    const openNow = screen.getByLabelText('Abrir Agora');
    expect(openNow).toBeDisabled();
    expect(openNow).toHaveAccessibleDescription(
      'O limite de filas abertas está cheio: a fila será programada.',
    );
    expect(screen.getByLabelText('Abrir no horário')).toBeChecked();

    await userEvent.type(screen.getByLabelText('Nome da Fila'), 'Tarde');
    // No time is chosen for them: a queue nobody timed would open at midnight.
    expect(screen.getByLabelText('Horário')).toHaveValue('');
    await submit();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Horário'), '13:00');
    await submit();
    expect(await screen.findByText('Fila criada com sucesso!')).toBeInTheDocument();
    expect(bodyOf(fetch.mock.calls[0]?.[1])).toMatchObject({ abrir_agora: false, horario_abertura: '13:00' });
  });

  it('says the Essencial limit with its name, and nothing on Profissional', async () => {
    mockFetch(() => jsonResponse(500, {}));
    const queues = [queueOf({ id: 1 }), queueOf({ id: 2, status: 'pausada' })];
    await openDialog({ queues, limit: { planoId: 1, maximo: 3 } });
    expect(
      screen.getByText(
        /O plano Essencial permite até 3 filas abertas \(ativas ou pausadas\) ao mesmo tempo\./,
      ),
    ).toHaveTextContent('Abertas agora: 2 de 3.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));

    cleanup();
    await openDialog({ queues, limit: { planoId: 2, maximo: null } });
    expect(screen.queryByText(/filas abertas/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Abrir Agora')).toBeEnabled();
  });

  it('puts the server field errors under their inputs and says "Erro desconhecido" without a message', async () => {
    mockFetch(() =>
      jsonResponse(400, {
        success: false,
        message: '',
        errors: [{ campo: 'nome', mensagem: 'Nome já usado' }],
      }),
    );
    await openDialog();
    await userEvent.type(screen.getByLabelText('Nome da Fila'), 'Corte');
    await submit();
    expect(await screen.findByText('Nome já usado')).toBeInTheDocument();
    expect(screen.getByText('Erro ao criar fila: Erro desconhecido')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Nome da Fila')).toHaveAttribute('aria-invalid', 'true'),
    );
  });
});
