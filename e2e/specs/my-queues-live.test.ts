import { describe, expect, it } from 'vitest';
import { DESKTOP, shortTag, useBrowser } from '../support/browser';
import {
  callNext,
  joinQueue,
  logInAsClient,
  newClient,
  newEstablishment,
  newQueue,
} from '../support/queue-api';

/** Under the 5-second polling: a card that moves this fast was pushed, not re-read. */
const PUSHED_WITHIN_MS = 4_000;

describe('Minhas Filas ao vivo com muitas filas', () => {
  const browser = useBrowser(DESKTOP);

  it('cliente em sete filas vê todas se mexerem ao vivo, por uma só conexão', async () => {
    const { page } = browser;
    const tag = shortTag();
    const ahead = await newClient('Bruno Carvalho');
    const client = await newClient('Lia Moraes');
    // Seven queues (one per establishment: a free plan opens one), the client second in each.
    const queues: { owner: Awaited<ReturnType<typeof newEstablishment>>; id: number; name: string }[] = [];
    for (let i = 1; i <= 7; i++) {
      const owner = await newEstablishment(`Loja ${i} ${tag}`);
      const name = `Balcão ${i} ${tag}`;
      const id = await newQueue(owner, { nome: name });
      await joinQueue(ahead, id);
      await joinQueue(client, id);
      queues.push({ owner, id, name });
    }
    const streams: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/events')) streams.push(new URL(request.url()).pathname);
    });
    await logInAsClient(page, client);

    await page.goto('/cliente/minhas-filas');
    const cardOf = (name: string) => page.getByRole('listitem').filter({ hasText: name });
    for (const { name } of queues) await cardOf(name).getByText('Sua posição: 2º').waitFor();

    // Every queue moves, the seventh as well as the first (a stream per queue stopped at three).
    for (const { owner, id } of queues) await callNext(owner, id);
    for (const { name } of queues) {
      await expect
        .poll(() => cardOf(name).getByText('Sua posição: 1º').count(), { timeout: PUSHED_WITHIN_MS })
        .toBe(1);
    }
    expect(streams).toEqual(['/api/queues/events']);
  });
});
