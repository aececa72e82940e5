import { expect, it } from 'vitest';
import { createQueue, newEstablishment } from '../../test-support/queue-fixtures';
import { listenOnLoopback, openStream } from '../../test-support/sse-client';
import { describeEachDialect } from '../../test-support/test-app';
import { SHUTTING_DOWN } from './live-routes';

/** Opens a stream, waits for its first picture, then tells how the stream ends: 'clean' or 'error'. */
async function openUntilFirstPicture(url: string) {
  const response = await fetch(url);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('event: queue')) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before its first picture: ${text}`);
    text += decoder.decode(value, { stream: true });
  }
  const ending = (async () => {
    for (;;) if ((await reader.read()).done) return 'clean';
  })().catch(() => 'error');
  return { ending };
}

// The process-level proof (SIGTERM, two built instances, a page moving over) is reliability/sigterm-drain.test.ts.
describeEachDialect('live streams when the server shuts down', (ctx) => {
  it('ends open streams cleanly and refuses new ones with 503 in Portuguese while the rest still answers', async () => {
    const { app } = ctx();
    const base = await listenOnLoopback(app);
    const queue = await createQueue(app, await newEstablishment(app));
    const single = await openUntilFirstPicture(`${base}/api/queues/${queue.id}/events`);
    const several = await openUntilFirstPicture(`${base}/api/queues/events?filas=${queue.id}`);

    await app.liveHub.close();
    // Both end cleanly (no socket error): the page reconnects at once, to another instance.
    expect(await Promise.all([single.ending, several.ending])).toEqual(['clean', 'clean']);
    expect(app.liveHub.watcherCount()).toBe(0);

    const refused = await openStream(`${base}/api/queues/${queue.id}/events`);
    expect(refused.status).toBe(503);
    refused.close();
    const again = await fetch(`${base}/api/queues/events?filas=${queue.id}`);
    expect(again.status).toBe(503);
    expect(await again.json()).toEqual({ success: false, message: SHUTTING_DOWN });
    expect((await fetch(`${base}/api/queues/${queue.id}`)).status).toBe(200);
  });
});
