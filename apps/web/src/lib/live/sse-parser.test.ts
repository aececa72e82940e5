import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser';

describe('SseParser', () => {
  it('reads id, event and data of each message and skips heartbeats and retry lines', () => {
    const parser = new SseParser();
    const messages = parser.push('retry: 3000\n\n: ping\n\nid: 7\nevent: queue\ndata: {"a":1}\n\n');
    expect(messages).toEqual([{ id: '7', event: 'queue', data: '{"a":1}' }]);
  });

  it('joins a message split across chunks at any point, including inside a CRLF', () => {
    const text = 'id: 1\r\nevent: queue\r\ndata: {"x":\r\ndata: 2}\r\n\r\nid: 2\r\ndata: ok\r\n\r\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      const parser = new SseParser();
      const messages = [...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut))];
      expect(messages).toEqual([
        { id: '1', event: 'queue', data: '{"x":\n2}' },
        { id: '2', event: 'message', data: 'ok' },
      ]);
    }
  });

  it('keeps the last id for messages that do not repeat it', () => {
    const parser = new SseParser();
    expect(parser.push('id: 5\ndata: a\n\ndata: b\n\n').map((m) => m.id)).toEqual(['5', '5']);
  });
});
