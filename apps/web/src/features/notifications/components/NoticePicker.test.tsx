import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { NoticePicker } from './NoticePicker';

/** The ticket's notice on a fake server: GET answers what is stored, PUT stores 1..10 or refuses. */
function noticeServer(stored = 3) {
  let pessoas = stored;
  return mockFetch((url, init) => {
    expect(url).toBe('/api/queues/12/notice');
    if (init.method === 'PUT') {
      const wanted = bodyOf(init).pessoas as number;
      if (wanted > 5) return jsonResponse(400, { success: false, message: 'Escolha de 1 a 10 pessoas' });
      pessoas = wanted;
      return jsonResponse(200, {
        success: true,
        message: `Você será avisado quando faltarem ${pessoas} pessoas.`,
        data: { pessoas },
      });
    }
    return jsonResponse(200, { success: true, data: { pessoas } });
  });
}

const picker = () => screen.getByRole('combobox', { name: 'Avise-me quando faltarem' });

describe('NoticePicker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the ticket's threshold and saves a new one, saying so", async () => {
    storeSession();
    const fetch = noticeServer(3);
    renderPage(<NoticePicker queueId={12} />);
    await waitFor(() => expect(picker()).toHaveValue('3'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 1)),
    );
    expect(screen.getByText('pessoas')).toBeInTheDocument();

    await userEvent.selectOptions(picker(), '2');
    expect(await screen.findByText('Você será avisado quando faltarem 2 pessoas.')).toBeInTheDocument();
    expect(picker()).toHaveValue('2');
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toEqual({ pessoas: 2 });

    await userEvent.selectOptions(picker(), '1');
    expect(await screen.findByText('pessoa')).toBeInTheDocument();
  });

  it('goes back to the stored choice and says why when the server refuses', async () => {
    storeSession();
    noticeServer(3);
    renderPage(<NoticePicker queueId={12} />);
    await waitFor(() => expect(picker()).toHaveValue('3'));
    await userEvent.selectOptions(picker(), '8');
    expect(await screen.findByText('Escolha de 1 a 10 pessoas')).toBeInTheDocument();
    expect(picker()).toHaveValue('3');
  });

  it('is disabled while loading and offers a retry when the load fails', async () => {
    storeSession();
    let fail = true;
    mockFetch(() =>
      fail
        ? jsonResponse(404, { success: false, message: 'Você não está nesta fila' })
        : jsonResponse(200, { success: true, data: { pessoas: 4 } }),
    );
    renderPage(<NoticePicker queueId={12} />);
    expect(picker()).toBeDisabled();
    expect(await screen.findByText('Você não está nesta fila')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(picker()).toHaveValue('4'));
    expect(picker()).toBeEnabled();
  });
});
