import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  GUEST_PHONE_REQUIRED,
  KIOSK_REVOKED,
  KIOSK_TICKET_SECONDS,
  type KioskJoinResult,
  type KioskQueue,
  type KioskView,
} from '@vez/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../../test/helpers';
import { KIOSK_IDLE_SECONDS } from './KioskJoinForm';
import KioskPage from './KioskPage';

const QR = 'data:image/png;base64,iVBORw0KGgo=';

const queue = (overrides: Partial<KioskQueue> = {}): KioskQueue => ({
  id: 7,
  nome: 'Corte',
  status: 'ativa',
  totalPessoas: 3,
  esperaMinutos: 15,
  aceitaConvidados: true,
  precisaCelular: false,
  ...overrides,
});

const view = (filas: KioskQueue[]): KioskView => ({ estabelecimentoNome: 'Barbearia do Zé', filas });

const RESULT: KioskJoinResult = {
  ticketId: 40,
  queueId: 7,
  position: 4,
  subPosition: 'a',
  groupSize: 2,
  estimatedWaitMinutes: 15,
  senha: 's'.repeat(43),
  link: `https://vez.exemplo/senha#${'s'.repeat(43)}`,
  origemDoLink: 'PUBLIC_URL',
  qrCode: QR,
};

interface ServeOptions {
  picture?: KioskView | Response;
  join?: Response;
  whatsapp?: boolean;
}

/** The kiosk's server: its picture, its join and the notice channels. */
function serve({ picture = view([queue()]), join, whatsapp = true }: ServeOptions = {}) {
  return mockFetch((url, init) => {
    if (url === '/api/notifications/channels') {
      return jsonResponse(200, { success: true, data: { email: true, push: true, whatsapp } });
    }
    if (url === '/api/quiosques/tok/entradas' && init.method === 'POST') {
      return (
        join ?? jsonResponse(201, { success: true, message: 'Você entrou na fila!', data: RESULT })
      ).clone();
    }
    if (url === '/api/quiosques/tok') {
      return picture instanceof Response
        ? picture.clone()
        : jsonResponse(200, { success: true, data: picture });
    }
    return jsonResponse(404, {});
  });
}

const open = () => renderPage(<KioskPage />, { route: '/quiosque/tok', path: '/quiosque/:token' });
const joins = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => url === '/api/quiosques/tok/entradas');

describe('KioskPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lets a person in by name and party size, shows the QR of their ticket and goes back clean when done', async () => {
    const fetch = serve();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Barbearia do Zé' })).toBeInTheDocument();
    expect(screen.getByText('3 pessoas esperando').parentElement).toHaveTextContent(
      '3 pessoas esperando · Espera estimada: 15 min',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Entrar na fila' }));

    expect(screen.getByRole('heading', { name: /Entrar na fila\s*Corte/ })).toHaveFocus();
    expect(screen.getByLabelText('Celular (opcional)')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Seu nome'), 'Ana Quiosque');
    await userEvent.click(screen.getByRole('radio', { name: '2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Entrar na fila' }));

    expect(await screen.findByRole('heading', { name: 'Você entrou na fila!' })).toHaveFocus();
    expect(bodyOf(joins(fetch)[0]?.[1])).toEqual({
      nome: 'Ana Quiosque',
      telefone: '',
      tamanhoGrupo: 2,
      aceitaAvisos: false,
      site: '',
      filaId: 7,
    });
    expect(screen.getByText('4º')).toBeInTheDocument();
    expect(screen.getByText('Espera estimada: 15 min · 2 pessoas')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code da página da sua senha' })).toHaveAttribute('src', QR);
    expect(screen.getByText('Aponte a câmera do celular para acompanhar sua vez')).toBeInTheDocument();
    // The link is the ticket's key: the screen facing the room shows it only as the QR code.
    expect(screen.queryByText(/senha#/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(await screen.findByRole('heading', { name: 'Entre na fila' })).toHaveFocus();
    expect(screen.queryByText('4º')).not.toBeInTheDocument();
    // The next person finds an empty form.
    await userEvent.click(screen.getByRole('button', { name: 'Entrar na fila' }));
    expect(screen.getByLabelText('Seu nome')).toHaveValue('');
    expect(screen.getByRole('radio', { name: '1' })).toBeChecked();
  });

  it('goes back to the start by itself after the ticket has been shown for a while', async () => {
    // Fake clocks from the start (time still flows): the countdown's timer is made on the ticket screen.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    serve();
    open();
    await user.click(await screen.findByRole('button', { name: 'Entrar na fila' }));
    await user.type(screen.getByLabelText('Seu nome'), 'Ana Quiosque');
    await user.click(screen.getByRole('button', { name: 'Entrar na fila' }));
    await screen.findByRole('heading', { name: 'Você entrou na fila!' });
    expect(screen.getByText(`Voltando ao início em ${KIOSK_TICKET_SECONDS} s`)).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByText(`Voltando ao início em ${KIOSK_TICKET_SECONDS - 5} s`)).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime((KIOSK_TICKET_SECONDS - 5) * 1000);
    });
    expect(await screen.findByRole('heading', { name: 'Entre na fila' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('forgets a form left half-filled after a while without a touch', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    serve();
    open();
    await user.click(await screen.findByRole('button', { name: 'Entrar na fila' }));
    await user.type(screen.getByLabelText('Seu nome'), 'Ana Esquecida');
    // A touch restarts the wait.
    await act(async () => {
      vi.advanceTimersByTime((KIOSK_IDLE_SECONDS - 10) * 1000);
    });
    await user.click(screen.getByLabelText('Seu nome'));
    await act(async () => {
      vi.advanceTimersByTime(20_000);
    });
    expect(screen.getByLabelText('Seu nome')).toHaveValue('Ana Esquecida');
    await act(async () => {
      vi.advanceTimersByTime(KIOSK_IDLE_SECONDS * 1000);
    });
    expect(await screen.findByRole('heading', { name: 'Entre na fila' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue('Ana Esquecida')).not.toBeInTheDocument();
  });

  it('offers only the queues open to people without an account, and says which are not taking anyone now', async () => {
    serve({
      picture: view([
        queue({ id: 1, nome: 'Corte', totalPessoas: 0, esperaMinutos: 0 }),
        queue({ id: 2, nome: 'Barba', status: 'pausada' }),
        queue({ id: 3, nome: 'Aula das 8h', status: 'agendada' }),
        queue({ id: 4, nome: 'Só clientes', aceitaConvidados: false }),
      ]),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Escolha a fila' })).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Corte',
      'Barba',
      'Aula das 8h',
    ]);
    expect(cards[0]).toHaveTextContent('Ninguém esperando · Sem espera');
    expect(cards[1]).toHaveTextContent('Pausada: não está recebendo entradas agora.');
    expect(cards[2]).toHaveTextContent('Programada: não está recebendo entradas agora.');
    // One 'Entrar na fila', for the open queue, told apart by its name.
    const enter = screen.getAllByRole('button', { name: 'Entrar na fila' });
    expect(enter).toHaveLength(1);
    expect(enter[0]).toHaveAccessibleDescription('Corte');
    expect(screen.queryByText('Só clientes')).not.toBeInTheDocument();
  });

  it('says so when no queue takes anyone by the kiosk', async () => {
    serve({ picture: view([queue({ aceitaConvidados: false })]) });
    open();
    expect(
      await screen.findByText('Nenhuma fila está recebendo entradas por aqui agora. Fale com o atendimento.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrar na fila' })).not.toBeInTheDocument();
  });

  it('asks for the phone when the queue requires it, and consent to WhatsApp notices once one is typed', async () => {
    const fetch = serve({ picture: view([queue({ precisaCelular: true })]) });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar na fila' }));
    expect(screen.getByLabelText('Celular')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Seu nome'), 'Bia');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar na fila' }));
    expect(await screen.findByText(GUEST_PHONE_REQUIRED)).toBeInTheDocument();
    expect(screen.getByLabelText('Celular')).toHaveFocus();
    expect(joins(fetch)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Celular'), '11987654321');
    const consent = await screen.findByRole('checkbox', {
      name: 'Quero receber avisos da minha vez pelo WhatsApp',
    });
    expect(consent).not.toBeChecked();
    await userEvent.click(consent);
    await userEvent.click(screen.getByRole('button', { name: 'Entrar na fila' }));
    await screen.findByRole('heading', { name: 'Você entrou na fila!' });
    expect(bodyOf(joins(fetch)[0]?.[1])).toMatchObject({
      telefone: '11987654321',
      aceitaAvisos: true,
      tamanhoGrupo: 1,
    });
  });

  it('does not ask consent to WhatsApp where this server sends none', async () => {
    serve({ whatsapp: false });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar na fila' }));
    await userEvent.type(screen.getByLabelText('Celular (opcional)'), '11987654321');
    await waitFor(() => expect(fetchCalled('/api/notifications/channels')).toBe(true));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("shows the server's refusal as it comes and keeps what was typed", async () => {
    serve({
      join: jsonResponse(409, { success: false, message: 'Este celular já tem uma senha nesta fila' }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar na fila' }));
    await userEvent.type(screen.getByLabelText('Seu nome'), 'Ana');
    await userEvent.type(screen.getByLabelText('Celular (opcional)'), '11987654321');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar na fila' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este celular já tem uma senha nesta fila');
    expect(screen.getByLabelText('Seu nome')).toHaveValue('Ana');
  });

  it('says the kiosk was switched off, when it is read and when a join finds it revoked', async () => {
    const gone = jsonResponse(404, { success: false, message: KIOSK_REVOKED });
    serve({ picture: gone });
    const first = open();
    expect(await screen.findByRole('alert')).toHaveTextContent(KIOSK_REVOKED);
    expect(screen.getByRole('heading', { name: 'Quiosque desativado' })).toBeInTheDocument();
    first.unmount();

    serve({ join: gone });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar na fila' }));
    await userEvent.type(screen.getByLabelText('Seu nome'), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar na fila' }));
    expect(await screen.findByRole('heading', { name: 'Quiosque desativado' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue('Ana')).not.toBeInTheDocument();
  });

  it('keeps the honeypot out of sight, out of the tab order and empty', async () => {
    serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar na fila' }));
    const trap = document.querySelector('input[name="site"]') as HTMLInputElement;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap).toHaveValue('');
  });
});

function fetchCalled(url: string): boolean {
  return (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls.some(([called]) => called === url);
}
