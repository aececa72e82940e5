import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A reverse proxy on its own port: what nginx or a load balancer is to the server, for the tests. */
export interface ForwardingProxy {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Forwards every request to `target`, from the local address `from`, appending the caller's address to
 * `X-Forwarded-For` as nginx's `$proxy_add_x_forwarded_for` does (whatever the caller wrote stays in
 * front of it). A fresh connection per request, so `from` holds for each one.
 */
export async function startForwardingProxy(target: string, from: string): Promise<ForwardingProxy> {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const caller = request.socket.remoteAddress ?? '';
    const before = request.headers['x-forwarded-for'];
    const forwarded = before ? `${String(before)}, ${caller}` : caller;
    const onward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        localAddress: from,
        agent: false,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    onward.on('error', () => {
      response.writeHead(502).end();
    });
    request.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A POST from the local address `from` (any of 127.0.0.0/8 on Linux): one person on their own network.
 * Returns the status only.
 */
export function postFrom(
  from: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<number> {
  const target = new URL(url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
