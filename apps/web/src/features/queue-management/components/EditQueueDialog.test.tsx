import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { queueOf } from '../../../test/queue-data';
import type { ManagedQueue } from '../api/queue-management-api';
import { EditQueueDialog } from './EditQueueDialog';

const queue = queueOf({
  id: 4,
  nome: 'Corte',
  descricao: 'Com lavagem',
  tipo_fila: 'normal',
  limitar_fila: true,
  max_integrantes: 30,
  chamada_automatica: true,
  intervalo_chamada: 12,
  tempo_estimado: 15,
  valor_avancos: 12.5,
  valor_avancos_centavos: 1250,
});

function Harness({ of, next }: { of: ManagedQueue; next?: ManagedQueue }) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(of);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Editar
      </button>
      <button type="button" onClick={() => next && setCurrent(next)}>
        Chega uma leitura nova
      </button>
      <EditQueueDialog open={open} onClose={() => setOpen(false)} queue={current} />
    </>
  );
}

async function openDialog(of = queue, next?: ManagedQueue) {
  storeSession({ userType: 'estabelecimento', id: 7 });
  renderPage(<Harness of={of} next={next} />, { route: '/estabelecimento/filas/4' });
  await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
  return screen.getByRole('dialog', { name: 'Editar Fila' });
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Atualizar Fila' }));

describe('EditQueueDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens with the queue as it is, without the settings that have their own controls', async () => {
    mockFetch(() => jsonResponse(500, {}));
    await openDialog();
    expect(screen.getByLabelText('Nome da Fila')).toHaveValue('Corte');
    expect(screen.getByLabelText('Descrição (opcional)')).toHaveValue('Com lavagem');
    expect(screen.getByLabelText('Tipo de Fila')).toHaveValue('normal');
    expect(screen.getByLabelText('Limitar Fila')).toBeChecked();
    expect(screen.getByLabelText('Máximo de Integrantes')).toHaveValue(30);
    expect(screen.getByLabelText('Estimativa por posição (min)')).toHaveValue(15);
    expect(screen.getByLabelText('Valor por avanço (R$)')).toHaveValue('12,50');
    expect(screen.queryByText('Horário de Abertura')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Abre às')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Habilitar chamada automática')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Criar Fila' })).not.toBeInTheDocument();
  });

  it('sends only what the form shows, closes and says so', async () => {
    const fetch = mockFetch(() =>
      jsonResponse(200, { success: true, message: 'Fila atualizada com sucesso!', data: queue }),
    );
    await openDialog();
    await userEvent.clear(screen.getByLabelText('Nome da Fila'));
    await userEvent.type(screen.getByLabelText('Nome da Fila'), 'Corte e barba');
    await userEvent.clear(screen.getByLabelText('Descrição (opcional)'));
    await userEvent.click(screen.getByLabelText('Limitar Fila'));
    await userEvent.clear(screen.getByLabelText('Valor por avanço (R$)'));
    await userEvent.type(screen.getByLabelText('Valor por avanço (R$)'), '8');
    await submit();

    expect(await screen.findByText('Fila atualizada com sucesso!')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/queues/4');
    expect(init?.method).toBe('PUT');
    // The automatic calls (on, every 12 min) are not in the body: the edit cannot switch them off.
    expect(bodyOf(init)).toEqual({
      nome: 'Corte e barba',
      descricao: '',
      tipo_fila: 'normal',
      limitar_fila: false,
      max_integrantes: null,
      tempo_estimado: 15,
      valor_avancos: 8,
      permitir_convidados: true,
      convidado_precisa_celular: true,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens with the queue's rules for people without an account and sends them changed", async () => {
    const fetch = mockFetch(() =>
      jsonResponse(200, { success: true, message: 'Fila atualizada com sucesso!', data: queue }),
    );
    await openDialog(queueOf({ ...queue, permitir_convidados: false, convidado_precisa_celular: false }));
    const guests = screen.getByLabelText('Permitir entrada sem cadastro');
    const phone = screen.getByLabelText('Exigir celular de quem entra sem cadastro');
    expect(guests).not.toBeChecked();
    expect(phone).not.toBeChecked();
    expect(phone).toBeDisabled();
    await userEvent.click(guests);
    expect(phone).toBeEnabled();
    await userEvent.click(phone);
    await submit();
    expect(await screen.findByText('Fila atualizada com sucesso!')).toBeInTheDocument();
    expect(bodyOf(fetch.mock.calls[0]?.[1])).toMatchObject({
      permitir_convidados: true,
      convidado_precisa_celular: true,
    });
  });

  it('keeps the dialog open with the SPEC message when the server refuses, and the entries as typed', async () => {
    mockFetch(() =>
      jsonResponse(400, {
        success: false,
        message: 'Já há 12 pessoas na fila: o máximo não pode ser menor',
      }),
    );
    await openDialog();
    await userEvent.clear(screen.getByLabelText('Máximo de Integrantes'));
    await userEvent.type(screen.getByLabelText('Máximo de Integrantes'), '10');
    await submit();
    expect(
      await screen.findByText(
        'Erro ao atualizar fila: Já há 12 pessoas na fila: o máximo não pode ser menor',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Editar Fila' })).toBeInTheDocument();
    expect(screen.getByLabelText('Máximo de Integrantes')).toHaveValue(10);
  });

  it('checks the fields before asking the server', async () => {
    const fetch = mockFetch(() => jsonResponse(500, {}));
    await openDialog();
    await userEvent.clear(screen.getByLabelText('Nome da Fila'));
    await userEvent.clear(screen.getByLabelText('Valor por avanço (R$)'));
    await userEvent.type(screen.getByLabelText('Valor por avanço (R$)'), '0');
    await submit();
    expect(await screen.findByText('Nome da fila é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('O valor dos avanços deve ser maior que zero')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('opens again from the queue as it is now, not from what was typed and cancelled', async () => {
    mockFetch(() => jsonResponse(500, {}));
    await openDialog(queue, { ...queue, nome: 'Corte e barba', descricao: null });
    await userEvent.type(screen.getByLabelText('Nome da Fila'), ' rascunho');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Chega uma leitura nova' }));
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(screen.getByLabelText('Nome da Fila')).toHaveValue('Corte e barba');
    expect(screen.getByLabelText('Descrição (opcional)')).toHaveValue('');
  });

  it("moves a scheduled queue's opening time ('Abre às'), which an open queue does not offer", async () => {
    const fetch = mockFetch(() =>
      jsonResponse(200, { success: true, message: 'Fila atualizada com sucesso!', data: queue }),
    );
    await openDialog({ ...queue, status: 'agendada', horario_abertura: '10:30' });
    expect(screen.getByLabelText('Abre às')).toHaveValue('10:30');
    await userEvent.clear(screen.getByLabelText('Abre às'));
    await submit();
    expect(await screen.findByText('Horário de abertura inválido')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Abre às'), '08:15');
    await submit();
    await screen.findByText('Fila atualizada com sucesso!');
    expect(bodyOf(fetch.mock.calls[0]?.[1])).toMatchObject({ nome: 'Corte', horario_abertura: '08:15' });
  });
});
