import { describe, expect, it, vi } from 'vitest';
import { navigateOrOffline } from './offline-navigation';

const shellPage = new Response('<!doctype html><div id="root">');

describe('a page requested through the service worker', () => {
  it('is the network’s answer while online', async () => {
    const online = new Response('página');
    const shell = vi.fn();
    const answer = await navigateOrOffline(new URL('https://vez.app/cliente/home'), {
      network: async () => online,
      shell,
    });
    expect(answer).toBe(online);
    expect(shell).not.toHaveBeenCalled();
  });

  it('goes to Sem conexão when offline, keeping the address the client wanted', async () => {
    const answer = await navigateOrOffline(new URL('https://vez.app/cliente/filas/3?x=1'), {
      network: () => Promise.reject(new TypeError('Failed to fetch')),
      shell: async () => shellPage,
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(
      'https://vez.app/sem-conexao?de=%2Fcliente%2Ffilas%2F3%3Fx%3D1',
    );
  });

  it('opens the cached app for Sem conexão itself', async () => {
    const answer = await navigateOrOffline(new URL('https://vez.app/sem-conexao?de=%2F'), {
      network: () => Promise.reject(new TypeError('Failed to fetch')),
      shell: async () => shellPage,
    });
    expect(answer).toBe(shellPage);
  });
});
