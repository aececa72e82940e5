import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUEST_PHONE_REQUIRED, type GuestJoinResult, type QueueView } from '@vez/domain';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../../../test/helpers';
import { queueOf } from '../../../test/queue-data';
import { rememberedTickets } from '../guest-storage';
import { GuestJoinOffer } from './GuestJoinOffer';

const TOKEN = 'T'.repeat(43);
const RESULT: GuestJoinResult = {
  ticketId: 40,
  queueId: 9,
  position: 4,
  subPosition: 'a',
  groupSize: 2,
  estimatedWaitMinutes: 15,
  senha: TOKEN,
  link: `https://vez.exemplo/senha#${TOKEN}`,
  origemDoLink: 'PUBLIC_URL',
};

interface ServeOptions {
  queue?: Partial<QueueView>;
  join?: Response;
  whatsapp?: boolean;
}

/** The server as the offer sees it: the queue's rules, the notice channels and the guest join. */
function serve({ queue = {}, join, whatsapp = false }: ServeOptions = {}) {
  return mockFetch((url, init) => {
    if (url === '/api/queues/9') {
      return jsonResponse(200, { success: true, data: queueOf({ id: 9, nome: 'Corte', ...queue }) });
    }
    if (url === '/api/notifications/channels') {
      return jsonResponse(200, { success: true, data: { email: true, push: true, whatsapp } });
    }
    if (url === '/api/queues/9/convidados' && init.method === 'POST') {
      return (
        join ?? jsonResponse(201, { success: true, message: 'Você entrou na fila!', data: RESULT })
      ).clone();
    }
    return jsonResponse(404, { success: false, message: 'não esperado' });
  });
}

function open() {
  renderPage(
    <>
      <p>Corte · Barbearia do Zé</p>
      <GuestJoinOffer queueId={9} queueName="Corte" establishment="Barbearia do Zé" />
    </>,
    {
      route: '/f/abc',
      path: '/f/:code',
      routes: <Route path="/senha" element={<p>página da senha</p>} />,
    },
  );
}

const joins = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => url === '/api/queues/9/convidados');

describe("'Entrar sem cadastro'", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('joins with a name, an optional phone and e-mail, the party size and consent, then opens the ticket page', async () => {
    const fetch = serve({ queue: { convidado_precisa_celular: false } });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar sem cadastro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar sem cadastro' });
    expect(within(dialog).getByText('Corte')).toBeInTheDocument();

    expect(within(dialog).getByLabelText('Celular (opcional)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-mail (opcional)')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Ana Convidada');
    await userEvent.type(within(dialog).getByLabelText('E-mail (opcional)'), 'ana@exemplo.com');
    await userEvent.selectOptions(within(dialog).getByLabelText('Quantas pessoas'), '2');
    // Only the channels this server has: no WhatsApp here.
    const consent = await within(dialog).findByRole('checkbox', {
      name: 'Quero receber avisos desta fila por e-mail',
    });
    expect(within(dialog).getByText(/apagados 30 dias depois do atendimento/)).toBeInTheDocument();
    await userEvent.click(consent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar na fila' }));

    expect(await screen.findByText('página da senha')).toBeInTheDocument();
    const [[, init]] = joins(fetch) as [[string, RequestInit]];
    expect(bodyOf(init)).toEqual({
      nome: 'Ana Convidada',
      telefone: '',
      email: 'ana@exemplo.com',
      tamanhoGrupo: 2,
      aceitaAvisos: true,
      site: '',
    });
    // The device's own id (for the per-device limit), kept for the next join; no session goes.
    const headers = init.headers as Record<string, string>;
    expect(headers['X-Vez-Aparelho']).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(headers['X-Vez-Aparelho']).toBe(localStorage.getItem('vez.aparelho'));
    expect(headers.Authorization).toBeUndefined();
    // The ticket is kept on the device, to come back to it.
    expect(rememberedTickets()).toEqual([
      { token: TOKEN, filaNome: 'Corte', estabelecimento: 'Barbearia do Zé' },
    ]);
  });

  it('asks for the phone before sending when the queue requires one, and says WhatsApp where the server has it', async () => {
    const fetch = serve({ whatsapp: true });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar sem cadastro' }));
    const dialog = await screen.findByRole('dialog');
    const phone = await within(dialog).findByLabelText('Celular (WhatsApp)');
    expect(
      within(dialog).getByRole('checkbox', { name: 'Quero receber avisos desta fila por WhatsApp e e-mail' }),
    ).not.toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Ana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar na fila' }));

    expect(await within(dialog).findByText(GUEST_PHONE_REQUIRED)).toBeInTheDocument();
    expect(phone).toHaveFocus();
    expect(joins(fetch)).toHaveLength(0);

    await userEvent.type(phone, '11987654321');
    expect(phone).toHaveValue('(11) 98765-4321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar na fila' }));
    expect(await screen.findByText('página da senha')).toBeInTheDocument();
    expect(bodyOf(joins(fetch)[0]?.[1])).toMatchObject({ telefone: '11987654321', aceitaAvisos: false });
  });

  it("shows the server's refusal as it comes and stays on the form", async () => {
    serve({
      queue: { convidado_precisa_celular: false },
      join: jsonResponse(429, {
        success: false,
        message: 'Muitas entradas sem cadastro deste aparelho. Tente de novo em alguns minutos.',
      }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar sem cadastro' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Ana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar na fila' }));
    expect(
      await within(dialog).findByText(
        'Muitas entradas sem cadastro deste aparelho. Tente de novo em alguns minutos.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('página da senha')).toBeNull();
    expect(rememberedTickets()).toEqual([]);
  });

  it('sends the same attempt key when the guest tries again, so a lost answer never makes two tickets', async () => {
    const fetch = serve({
      queue: { convidado_precisa_celular: false },
      join: jsonResponse(503, { success: false, message: 'Serviço indisponível. Tente novamente.' }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar sem cadastro' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Ana');
    const submit = within(dialog).getByRole('button', { name: 'Entrar na fila' });
    await userEvent.click(submit);
    await within(dialog).findByText('Serviço indisponível. Tente novamente.');
    await userEvent.click(submit);
    await waitFor(() => expect(joins(fetch)).toHaveLength(2));
    const keys = joins(fetch).map(
      ([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
    );
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('hides a honeypot from people and assistive technology', async () => {
    serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar sem cadastro' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Nome');
    const trap = dialog.querySelector<HTMLInputElement>('input[name="site"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).toHaveClass('visually-hidden');
    expect(within(dialog).queryByRole('textbox', { name: 'Site' })).toBeNull();
  });

  it('offers nothing for a queue that asks for an account, or one that is not open', async () => {
    const fetch = serve({ queue: { permitir_convidados: false } });
    open();
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => url === '/api/queues/9')).toBe(true));
    await screen.findByText('Corte · Barbearia do Zé');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Entrar sem cadastro' })).toBeNull();
  });

  it('offers nothing while the queue is paused', async () => {
    const fetch = serve({ queue: { status: 'pausada' } });
    open();
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => url === '/api/queues/9')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Entrar sem cadastro' })).toBeNull();
  });
});
