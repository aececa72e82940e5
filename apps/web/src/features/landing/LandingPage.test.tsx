import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage, storeSession } from '../../test/helpers';
import LandingPage from './LandingPage';

const SUCCESS = 'Mensagem enviada! Responderemos em breve no seu e-mail.';

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nome'), 'Ana Souza');
  await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
  await user.type(screen.getByLabelText('Mensagem'), 'Quero usar o Vez na minha barbearia.');
}

describe('LandingPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has every section anchor, the claim and the ways in', () => {
    const { container } = renderPage(<LandingPage />);
    for (const id of ['sobre', 'equipe', 'oferece', 'plano', 'baixarapp', 'contato']) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
      expect(
        screen.getByRole('navigation', { name: 'Seções da página' }).querySelector(`a[href="#${id}"]`),
      ).not.toBeNull();
    }
    expect(screen.getByText('menos de 60 segundos da conexão à fila')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar no Vez' })).toHaveAttribute('href', '/escolha-login');
    expect(screen.getByRole('link', { name: 'Criar conta grátis' })).toHaveAttribute(
      'href',
      '/cadastro-cliente',
    );
    const offer = within(container.querySelector('#oferece') as HTMLElement);
    for (const title of ['Agilidade', 'Flexibilidade', 'Inovação', 'Pioneirismo']) {
      expect(offer.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(
      within(container.querySelector('#baixarapp') as HTMLElement).getByText(/menu do navegador/),
    ).toBeInTheDocument();
  });

  it('shows the catalogue plans with their prices and sends subscribers through the establishment login to the payment page', async () => {
    const user = userEvent.setup();
    renderPage(<LandingPage />);
    const essencial = screen.getByRole('article', { name: 'Essencial' });
    expect(within(essencial).getByText('R$ 89,90')).toBeInTheDocument();
    expect(within(essencial).getByText('Chamada de clientes')).toBeInTheDocument();
    expect(within(essencial).getByText('Até 3 filas abertas ao mesmo tempo')).toBeInTheDocument();
    expect(
      within(essencial).getByText(
        'Na primeira assinatura: R$ 39,90 cobrados no pagamento pelo 1º mês (desconto de R$ 50,00).',
      ),
    ).toBeInTheDocument();
    const profissional = screen.getByRole('article', { name: 'Profissional' });
    expect(within(profissional).getByText('R$ 129,90')).toBeInTheDocument();
    // 'R$ 129,90/mês' is an annual contract charged at once: said beside the price.
    expect(
      within(profissional).getByText(
        'Contrato anual: R$ 1.558,80 cobrados de uma vez, no pagamento (12 × R$ 129,90).',
      ),
    ).toBeInTheDocument();

    await user.click(within(profissional).getByRole('link', { name: 'Assinar Plano Profissional' }));
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/login-estab');
    // In the address: the prerendered page's link works before the app runs.
    expect(new URLSearchParams(location.dataset.search).get('voltar')).toBe(
      '/estabelecimento/pagamento?plano=profissional',
    );
  });

  it('sends a logged-in establishment straight to the payment page of the plan', async () => {
    storeSession({ userType: 'estabelecimento', name: 'Barbearia Central' });
    renderPage(<LandingPage />);
    const essencial = screen.getByRole('article', { name: 'Essencial' });
    await userEvent.click(within(essencial).getByRole('link', { name: 'Assinar Plano Essencial' }));
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/estabelecimento/pagamento');
    expect(location.dataset.search).toBe('?plano=essencial');
  });

  it('validates the contact form with the domain messages before sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse(201, { success: true, message: SUCCESS }));
    renderPage(<LandingPage />);
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Nome obrigatório')).toBeInTheDocument();
    expect(screen.getByText('E-mail obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Mensagem obrigatória')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('E-mail'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the message, shows the server confirmation and clears the form', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderPage(<LandingPage />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));

    const busy = await screen.findByRole('button', { name: 'Enviando...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer(jsonResponse(201, { success: true, message: SUCCESS }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(bodyOf(init)).toEqual({
      nome: 'Ana Souza',
      email: 'ana@example.com',
      mensagem: 'Quero usar o Vez na minha barbearia.',
    });
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue(''));
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.getByLabelText('Mensagem')).toHaveValue('');
  });

  it('shows the server message when it refuses, else a generic one', async () => {
    const user = userEvent.setup();
    const limited = 'Muitas tentativas. Aguarde um minuto e tente novamente.';
    let status = 429;
    mockFetch(() =>
      status === 429 ? jsonResponse(429, { success: false, message: limited }) : new Response('', { status }),
    );
    renderPage(<LandingPage />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana Souza');

    status = 500;
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Erro ao enviar mensagem. Tente novamente.'),
    );
  });
});
