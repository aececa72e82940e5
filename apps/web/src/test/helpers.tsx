import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '../components/toast/ToastProvider';
import { type Session, saveSession } from '../lib/session/session-store';

export const VALID_TOKEN = 'aaa.bbb.ccc';

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch at the network boundary; each test says how the "server" answers. */
export function mockFetch(handler: Handler) {
  const fn = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(handler(String(input), init)),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

export function bodyOf(init: RequestInit | undefined): Record<string, unknown> {
  return JSON.parse(String(init?.body ?? '{}'));
}

export function storeSession(overrides: Partial<Session> = {}): Session {
  const session: Session = {
    token: VALID_TOKEN,
    userType: 'cliente',
    email: 'maria@example.com',
    name: 'Maria Silva',
    id: 1,
    telefone: '11987654321',
    dataNascimento: '1990-03-15',
    cidade: 'São Paulo',
    bairro: 'Bela Vista',
    uf: 'SP',
    ...overrides,
  };
  saveSession(session);
  return session;
}

/** Shows where the router ended up, and the navigation state it carried, for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div
      data-testid="location"
      data-search={location.search}
      data-state={JSON.stringify(location.state ?? null)}
    >
      {location.pathname}
    </div>
  );
}

interface RenderOptions {
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** Extra routes (e.g. the target of a redirect) rendered next to the page under test. */
  routes?: ReactElement;
  path?: string;
}

/** Renders `page` at `path` (pass null to render only `routes`) inside a fresh router and query client. */
export function renderPage(
  page: ReactElement | null,
  { route = '/', path = '*', routes }: RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            {page && <Route path={path} element={page} />}
            {routes}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}
