import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { staleUnlessStartedEarly, startReadingEarly } from './warm-start';

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const read = vi.fn(async () => 'figures');
  const options = { queryKey: ['warm', Math.random()], queryFn: read };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const mount = () =>
    renderHook(() => useQuery({ ...options, staleTime: staleUnlessStartedEarly }), {
      wrapper,
    });
  return { client, read, options, wrapper, mount };
}

describe('a read started with the app', () => {
  it('is the screen’s first read, not repeated when the screen mounts', async () => {
    const { client, read, options, mount } = setup();
    startReadingEarly(client, options);
    await waitFor(() => expect(client.getQueryData(options.queryKey)).toBe('figures'));
    const { result } = mount();
    expect(result.current.data).toBe('figures');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('stands for the first visit only: coming back to the screen a moment later reads afresh', async () => {
    const { client, read, options, mount } = setup();
    startReadingEarly(client, options);
    const first = mount();
    await waitFor(() => expect(first.result.current.data).toBe('figures'));
    first.unmount();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const again = mount();
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    again.unmount();
  });

  it('leaves every other query as it was: a mount reads a stale query again', async () => {
    const { client, read, options, mount } = setup();
    await client.prefetchQuery(options);
    mount();
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
  });

  it('serves a query switched on a moment later (the line, once the queue has arrived) without reading again', async () => {
    const { client, read, options, wrapper } = setup();
    startReadingEarly(client, options);
    const { result, rerender } = renderHook(
      ({ enabled }) => useQuery({ ...options, enabled, staleTime: staleUnlessStartedEarly }),
      { wrapper, initialProps: { enabled: false } },
    );
    await waitFor(() => expect(client.getQueryData(options.queryKey)).toBe('figures'));
    rerender({ enabled: true });
    expect(result.current.data).toBe('figures');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).toHaveBeenCalledTimes(1);
  });
});
