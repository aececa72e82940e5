import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderPage } from '../../test/helpers';
import { FeedbackBox } from './FeedbackBox';

describe('FeedbackBox', () => {
  it('refuses an empty message, then clears the message as the visitor types', async () => {
    const fetch = mockFetch(() => jsonResponse(201, { success: true, message: 'Obrigado!' }));
    renderPage(<FeedbackBox />, { route: '/faq' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Escreva seu feedback')).toBeInTheDocument();
    expect(screen.getByLabelText('Seu feedback')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Seu feedback'), 'Ó');
    expect(screen.queryByText('Escreva seu feedback')).toBeNull();
  });

  it('sends the trimmed message with the page, shows the answer and empties the box', async () => {
    const fetch = mockFetch(() => jsonResponse(201, { success: true, message: 'Obrigado pelo feedback!' }));
    renderPage(<FeedbackBox />, { route: '/faq' });
    await userEvent.type(screen.getByLabelText('Seu feedback'), '  Fila rápida!  ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Obrigado pelo feedback!')).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      mensagem: 'Fila rápida!',
      pagina: '/faq',
    });
    expect(screen.getByLabelText('Seu feedback')).toHaveValue('');
  });

  it('keeps the server’s refusal on screen and the text for another try', async () => {
    mockFetch(() => jsonResponse(429, { success: false, message: 'Muitas mensagens. Tente mais tarde.' }));
    renderPage(<FeedbackBox />, { route: '/faq' });
    await userEvent.type(screen.getByLabelText('Seu feedback'), 'Oi');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Muitas mensagens. Tente mais tarde.')).toBeInTheDocument();
    expect(screen.getByLabelText('Seu feedback')).toHaveValue('Oi');
  });
});
