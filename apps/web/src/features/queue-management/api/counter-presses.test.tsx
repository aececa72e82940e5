import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../../components/ui/Button';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { useCallNext } from './counter-presses';

function CallButton() {
  const call = useCallNext();
  return (
    <Button loading={call.isPending} onClick={() => call.mutate(1)}>
      Chamar Próximo
    </Button>
  );
}

const keyOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Idempotency-Key');

/** A counter whose call answers only when `release` is called, so a double click lands mid-request. */
function serveCounter() {
  let release: () => void = () => {};
  let calls = 0;
  const fetch = mockFetch((url) => {
    if (url === '/api/queues/1/chamar-proximo') {
      calls += 1;
      const nome = calls === 1 ? 'Camila Rocha' : 'Diego Alves';
      const answer = jsonResponse(200, {
        success: true,
        message: `Cliente ${nome} foi chamado!`,
        data: { nome, ticketId: 40 + calls },
      });
      return calls === 1 ? new Promise<Response>((resolve) => (release = () => resolve(answer))) : answer;
    }
    if (url === '/api/queues/1/tickets/41/desfazer-chamada') {
      return jsonResponse(200, {
        success: true,
        message: 'Chamada desfeita: Camila Rocha voltou ao seu lugar na fila',
        data: { nome: 'Camila Rocha', ticketId: 41 },
      });
    }
    return jsonResponse(200, { success: true, data: [] });
  });
  storeSession({ userType: 'estabelecimento', id: 7 });
  renderPage(<CallButton />);
  return { fetch, release: () => release() };
}

const requestsTo = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  fetch.mock.calls.filter(([url]) => String(url) === path);

describe('a press at the counter (decision 051)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("a double click on 'Chamar Próximo' sends one call, with an idempotency key", async () => {
    const { fetch, release } = serveCounter();
    const button = screen.getByRole('button', { name: 'Chamar Próximo' });

    // Two clicks in one go, before anything is redrawn: the busy button cannot stop the second.
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(requestsTo(fetch, '/api/queues/1/chamar-proximo')).toHaveLength(1));
    release();

    expect(await screen.findByText('Cliente Camila Rocha foi chamado!')).toBeInTheDocument();
    const sent = requestsTo(fetch, '/api/queues/1/chamar-proximo');
    expect(sent).toHaveLength(1);
    expect(keyOf(sent[0]?.[1])).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  });

  it('a deliberate second press after the answer calls again, with a new key', async () => {
    const { fetch, release } = serveCounter();
    await userEvent.click(screen.getByRole('button', { name: 'Chamar Próximo' }));
    release();
    await screen.findByText('Cliente Camila Rocha foi chamado!');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Chamar Próximo' })).toBeEnabled());

    await userEvent.click(screen.getByRole('button', { name: 'Chamar Próximo' }));

    expect(await screen.findByText('Cliente Diego Alves foi chamado!')).toBeInTheDocument();
    const sent = requestsTo(fetch, '/api/queues/1/chamar-proximo');
    expect(sent).toHaveLength(2);
    expect(keyOf(sent[0]?.[1])).not.toBe(keyOf(sent[1]?.[1]));
  });

  it("the call's toast offers 'Desfazer', which puts the person back", async () => {
    const { fetch, release } = serveCounter();
    await userEvent.click(screen.getByRole('button', { name: 'Chamar Próximo' }));
    release();
    await screen.findByText('Cliente Camila Rocha foi chamado!');

    await userEvent.click(screen.getByRole('button', { name: 'Desfazer' }));

    expect(
      await screen.findByText('Chamada desfeita: Camila Rocha voltou ao seu lugar na fila'),
    ).toBeInTheDocument();
    const undo = requestsTo(fetch, '/api/queues/1/tickets/41/desfazer-chamada');
    expect(undo).toHaveLength(1);
    expect(undo[0]?.[1]?.method).toBe('POST');
    expect(keyOf(undo[0]?.[1])).toBeTruthy();
    expect(screen.queryByText('Cliente Camila Rocha foi chamado!')).not.toBeInTheDocument();
  });

  it('a press whose answer was lost keeps its key: pressing again cannot call a second person', async () => {
    let attempt = 0;
    const fetch = vi.fn((input: RequestInfo | URL) => {
      if (String(input) !== '/api/queues/1/chamar-proximo') {
        return Promise.resolve(jsonResponse(200, { success: true, data: [] }));
      }
      attempt += 1;
      // The first answer never arrives (the tablet's Wi-Fi dropped); the second does.
      if (attempt === 1) return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(
        jsonResponse(200, {
          success: true,
          message: 'Cliente Camila Rocha foi chamado!',
          data: { nome: 'Camila Rocha', ticketId: 41 },
        }),
      );
    });
    vi.stubGlobal('fetch', fetch);
    storeSession({ userType: 'estabelecimento', id: 7 });
    renderPage(<CallButton />);
    const button = screen.getByRole('button', { name: 'Chamar Próximo' });

    await userEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);

    expect(await screen.findByText('Cliente Camila Rocha foi chamado!')).toBeInTheDocument();
    const sent = requestsTo(fetch as unknown as ReturnType<typeof mockFetch>, '/api/queues/1/chamar-proximo');
    expect(sent).toHaveLength(2);
    expect(keyOf(sent[1]?.[1])).toBe(keyOf(sent[0]?.[1]));
  });
});
