import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WalkInResult } from '@vez/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { WalkInDialog } from './WalkInDialog';

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const RESULT: WalkInResult = {
  ticketId: 31,
  queueId: 4,
  position: 3,
  subPosition: 'a',
  groupSize: 2,
  estimatedWaitMinutes: 15,
  senha: 's'.repeat(43),
  link: `https://vez.exemplo/senha#${'s'.repeat(43)}`,
  origemDoLink: 'PUBLIC_URL',
  qrCode: QR,
};

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <WalkInDialog open={open} onClose={() => setOpen(false)} queueId={4} queueName="Corte" />
    </>
  );
}

function serve({ whatsapp = true, answer = jsonResponse(201, walkInAnswer()) } = {}) {
  return mockFetch((url) => {
    if (url === '/api/notifications/channels') {
      return jsonResponse(200, { success: true, data: { email: true, push: true, whatsapp } });
    }
    if (url === '/api/queues/4/balcao') return answer.clone();
    return jsonResponse(404, {});
  });
}

function walkInAnswer(nome = 'Seu Jorge') {
  return { success: true, message: `${nome} entrou na fila`, data: RESULT };
}

async function openDialog() {
  storeSession({ userType: 'estabelecimento', id: 7 });
  renderPage(<Harness />, { route: '/estabelecimento/gerenciar-filas/4' });
  await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
  return screen.getByRole('dialog', { name: 'Adicionar pessoa' });
}

const posts = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => url === '/api/queues/4/balcao');

describe('WalkInDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds a person by name and party size, then shows the place and the QR code of the ticket page', async () => {
    const fetch = serve();
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText('Celular (opcional)')).toHaveValue('');
    // Nothing to send the link to: the WhatsApp box waits for a phone.
    expect(within(dialog).queryByLabelText('Enviar o link da senha por WhatsApp')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Seu Jorge');
    await userEvent.selectOptions(within(dialog).getByLabelText('Quantas pessoas'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar à fila' }));

    const done = await screen.findByRole('dialog', { name: 'Pessoa adicionada' });
    expect(bodyOf(posts(fetch)[0]?.[1])).toEqual({
      nome: 'Seu Jorge',
      telefone: '',
      tamanhoGrupo: 2,
      enviarLink: false,
    });
    expect(within(done).getByText('Seu Jorge entrou na fila')).toHaveFocus();
    expect(within(done).getByText('3º')).toBeInTheDocument();
    expect(within(done).getByText(/Espera estimada/)).toHaveTextContent(
      'Espera estimada: 15 min · Grupo de 2 pessoas',
    );
    expect(within(done).getByRole('img', { name: 'QR code da página da senha' })).toHaveAttribute('src', QR);
    expect(
      within(done).getByText('Aponte a câmera do celular para o QR code para acompanhar a vez.'),
    ).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: RESULT.link })).toHaveAttribute('target', '_blank');

    // The next person starts from an empty form: nobody's name stays on the counter's screen.
    await userEvent.click(within(done).getByRole('button', { name: 'Adicionar outra pessoa' }));
    const again = screen.getByRole('dialog', { name: 'Adicionar pessoa' });
    expect(within(again).getByLabelText('Nome')).toHaveValue('');
    expect(within(again).getByLabelText('Quantas pessoas')).toHaveValue('1');
  });

  it('sends the link by WhatsApp only when asked, with the phone given', async () => {
    const fetch = serve();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Dona Rita');
    await userEvent.type(within(dialog).getByLabelText('Celular (opcional)'), '11987654321');
    expect(within(dialog).getByLabelText('Celular (opcional)')).toHaveValue('(11) 98765-4321');
    const send = within(dialog).getByLabelText('Enviar o link da senha por WhatsApp');
    expect(send).not.toBeChecked();
    await userEvent.click(send);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar à fila' }));

    const done = await screen.findByRole('dialog', { name: 'Pessoa adicionada' });
    expect(bodyOf(posts(fetch)[0]?.[1])).toEqual({
      nome: 'Dona Rita',
      telefone: '11987654321',
      tamanhoGrupo: 1,
      enviarLink: true,
    });
    expect(
      within(done).getByText('O link também vai por WhatsApp para (11) 98765-4321.'),
    ).toBeInTheDocument();
    await userEvent.click(within(done).getByRole('button', { name: 'Concluir' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when this server sends no WhatsApp, and does not ask to', async () => {
    const fetch = serve({ whatsapp: false });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Dona Rita');
    await userEvent.type(within(dialog).getByLabelText('Celular (opcional)'), '11987654321');
    const send = await within(dialog).findByRole('checkbox', { name: 'Enviar o link da senha por WhatsApp' });
    await vi.waitFor(() => expect(send).toBeDisabled());
    expect(send).toHaveAccessibleDescription(
      'O envio por WhatsApp não está configurado neste servidor: mostre o QR code à pessoa.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar à fila' }));
    await screen.findByRole('dialog', { name: 'Pessoa adicionada' });
    expect(bodyOf(posts(fetch)[0]?.[1])).toMatchObject({ enviarLink: false });
  });

  it('checks the name before asking the server, and shows its refusal as it comes', async () => {
    const fetch = serve({
      answer: jsonResponse(400, { success: false, message: 'Esta fila não está ativa no momento' }),
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar à fila' }));
    expect(await within(dialog).findByText('Nome obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nome')).toHaveFocus();
    expect(posts(fetch)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Seu Jorge');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar à fila' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Esta fila não está ativa no momento');
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Seu Jorge');
  });
});
