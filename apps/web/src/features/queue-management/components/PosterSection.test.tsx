import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { PosterSection } from './PosterSection';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FIRST = {
  codigo: 'h19e66cd',
  link: 'http://vez.test/f/h19e66cd',
  origemDoLink: 'PUBLIC_URL',
  criadoEm: '2026-03-10T12:00:00.000Z',
};
const SECOND = {
  codigo: '7tbcpje3',
  link: 'http://vez.test/f/7tbcpje3',
  origemDoLink: 'PUBLIC_URL',
  criadoEm: '2026-03-10T13:00:00.000Z',
};

function serve(handler: (url: string, init: RequestInit) => Response | Promise<Response> | null) {
  const fetch = mockFetch((url, init) => handler(url, init) ?? jsonResponse(500, {}));
  storeSession({ userType: 'estabelecimento', id: 7 });
  return fetch;
}

describe("'Cartaz com QR' on the queue detail", () => {
  it('shows the link and downloads the PDF and the PNG with the owner’s token', async () => {
    const createObjectURL = vi.fn(() => 'blob:cartaz');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fetch = serve((url) => {
      if (url === '/api/queues/1/join-code') return jsonResponse(200, { success: true, data: FIRST });
      if (url === '/api/queues/1/poster.pdf') {
        return new Response('%PDF-1.3', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="cartaz-corte-de-cabelo.pdf"' },
        });
      }
      if (url === '/api/queues/1/poster.png') {
        return jsonResponse(500, { success: false, message: 'Erro ao gerar o cartaz' });
      }
      return null;
    });
    renderPage(<PosterSection queueId={1} closed={false} />);
    expect(screen.getByRole('heading', { name: 'Cartaz com QR' })).toBeInTheDocument();
    expect(screen.getByText('Carregando o link da fila...')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: FIRST.link });
    expect(link).toHaveAttribute('href', FIRST.link);
    expect(screen.getByText('O QR code do cartaz abre este link')).toBeInTheDocument();
    // PUBLIC_URL is set: nothing to explain.
    expect(screen.queryByText(/PUBLIC_URL/)).not.toBeInTheDocument();
    expect(screen.getByText(/quem aponta a câmera do celular abre esta fila/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const saved = click.mock.contexts[0] as HTMLAnchorElement;
    expect(saved.download).toBe('cartaz-corte-de-cabelo.pdf');
    const pdfCall = fetch.mock.calls.find(([url]) => url === '/api/queues/1/poster.pdf');
    expect(new Headers(pdfCall?.[1]?.headers).get('Authorization')).toBe('Bearer aaa.bbb.ccc');

    await userEvent.click(screen.getByRole('button', { name: 'Baixar PNG' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao gerar o cartaz');
  });

  it('asks before a new code, and shows the new link once made', async () => {
    let current = FIRST;
    const fetch = serve((url, init) => {
      if (url === '/api/queues/1/join-code' && init.method === 'POST') {
        current = SECOND;
        return jsonResponse(200, {
          success: true,
          message: 'Novo código gerado. Imprima o novo cartaz: o anterior deixou de funcionar.',
          data: SECOND,
        });
      }
      if (url === '/api/queues/1/join-code') return jsonResponse(200, { success: true, data: current });
      return null;
    });
    renderPage(<PosterSection queueId={1} closed={false} />);
    await screen.findByRole('link', { name: FIRST.link });
    const posts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

    await userEvent.click(screen.getByRole('button', { name: 'Gerar novo código' }));
    const dialog = screen.getByRole('dialog', { name: 'Gerar novo código?' });
    expect(dialog).toHaveTextContent('O cartaz atual deixará de funcionar');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(posts()).toHaveLength(0);
    expect(screen.getByRole('link', { name: FIRST.link })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Gerar novo código' }));
    const buttons = screen.getAllByRole('button', { name: 'Gerar novo código' });
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    expect(await screen.findByRole('link', { name: SECOND.link })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: FIRST.link })).not.toBeInTheDocument();
    expect(screen.getByText(/o anterior deixou de funcionar/)).toHaveAttribute('role', 'status');
    expect(posts()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the link cannot be loaded, and tries again', async () => {
    let fail = true;
    serve((url) => {
      if (url !== '/api/queues/1/join-code') return null;
      return fail
        ? jsonResponse(500, { success: false, message: 'Erro interno' })
        : jsonResponse(200, { success: true, data: FIRST });
    });
    renderPage(<PosterSection queueId={1} closed />);
    expect(screen.getByText(/A fila está encerrada/)).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro interno');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByRole('link', { name: FIRST.link })).toBeInTheDocument();
  });

  it.each([
    [
      'rede-local',
      'http://192.168.0.42:3000',
      /^Endereço deste computador na rede local, no lugar de localhost/,
    ],
    ['navegador', 'http://192.168.1.7:3000', /^Endereço que este navegador usou para abrir o Vez/],
  ] as const)('says where a %s link came from when PUBLIC_URL is unset', async (origemDoLink, base, why) => {
    const data = { ...FIRST, link: `${base}/f/h19e66cd`, origemDoLink };
    serve((url) => (url === '/api/queues/1/join-code' ? jsonResponse(200, { success: true, data }) : null));
    renderPage(<PosterSection queueId={1} closed={false} />);
    expect(await screen.findByRole('link', { name: data.link })).toBeInTheDocument();
    const note = screen.getByText(why);
    expect(note).toHaveTextContent(/PUBLIC_URL não está definido\): o celular precisa/);
    expect(note).toHaveTextContent(/Em produção, defina PUBLIC_URL com o endereço público do Vez\.$/);
  });

  it('warns when the link opens on this computer only', async () => {
    const data = { ...FIRST, link: 'http://localhost:3000/f/h19e66cd', origemDoLink: 'este-computador' };
    serve((url) => (url === '/api/queues/1/join-code' ? jsonResponse(200, { success: true, data }) : null));
    renderPage(<PosterSection queueId={1} closed={false} />);
    expect(await screen.findByRole('link', { name: data.link })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      /Este link só abre neste computador.*nenhuma rede local.*Conecte-o ao Wi-Fi/,
    );
  });
});
