import { describe, expect, it } from 'vitest';
import { redactLinkTokens } from './log-redaction';

const TOKEN = 'Xq9-_abcdefghijklmnopqrstuvwxyzABCDEFGHIJK';

describe('the request log without device links’ secrets', () => {
  it('hides the token of a panel or kiosk page and of their API calls', () => {
    expect(redactLinkTokens(`/painel/${TOKEN}`)).toBe('/painel/…');
    expect(redactLinkTokens(`/quiosque/${TOKEN}`)).toBe('/quiosque/…');
    expect(redactLinkTokens(`/api/panels/${TOKEN}/events?x=1`)).toBe('/api/panels/…/events?x=1');
    expect(redactLinkTokens(`/api/quiosques/${TOKEN}/entradas`)).toBe('/api/quiosques/…/entradas');
  });

  it('leaves every other path as it is', () => {
    for (const url of [
      '/api/queues/3/join',
      '/senha',
      '/api/senha',
      '/cliente/filas/3',
      '/api/establishments/4/panels',
    ])
      expect(redactLinkTokens(url)).toBe(url);
  });
});
