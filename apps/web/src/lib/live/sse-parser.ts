/** One Server-Sent Events message: its `id:`, `event:` and joined `data:` lines. */
export interface SseMessage {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Incremental parser of a `text/event-stream` body (the WHATWG format): feed it chunks as they
 * arrive, in any split, and it returns the complete messages. Comments (heartbeats) and `retry:`
 * lines are skipped.
 */
export class SseParser {
  private buffer = '';
  private id: string | null = null;
  private event = '';
  private data: string[] = [];

  push(chunk: string): SseMessage[] {
    this.buffer += chunk;
    const messages: SseMessage[] = [];
    let newline = this.buffer.search(/\r\n|\r|\n/);
    while (newline >= 0) {
      const line = this.buffer.slice(0, newline);
      const width = this.buffer.startsWith('\r\n', newline) ? 2 : 1;
      // A lone '\r' at the end may be the first half of '\r\n': wait for the next chunk.
      if (width === 1 && this.buffer[newline] === '\r' && newline === this.buffer.length - 1) break;
      this.buffer = this.buffer.slice(newline + width);
      const message = this.line(line);
      if (message) messages.push(message);
      newline = this.buffer.search(/\r\n|\r|\n/);
    }
    return messages;
  }

  private line(line: string): SseMessage | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    return null;
  }

  private dispatch(): SseMessage | null {
    const data = this.data;
    const event = this.event || 'message';
    this.data = [];
    this.event = '';
    if (data.length === 0) return null;
    return { id: this.id, event, data: data.join('\n') };
  }
}
