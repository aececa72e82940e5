/**
 * An open live stream as the live hub and the TV panels see it: named events written to it, and a
 * word when it is over. The transport (Server-Sent Events over a hijacked Fastify reply: headers,
 * `retry:`, the wire format) is http/event-stream.ts, which opens one and hands it in. The shape is
 * declared here, on the side that uses it, because modules/** may not import http/** (biome.json).
 */
export interface EventSink {
  /** False once it was ended or its connection closed: nothing written to it goes out any more. */
  readonly open: boolean;
  /** One event: its name, one line of JSON, and the id a reconnect sends back as Last-Event-ID. */
  send(event: string, data: string, id?: string): void;
  /** A comment line (no event), so proxies and load balancers do not close a quiet stream. */
  ping(): void;
  /** Ends it cleanly: the client reconnects (to this instance or another) with its last id. */
  end(): void;
  /** `listener` runs once it is over (ended or closed), also when it already was before this call. */
  onClose(listener: () => void): void;
}
