import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast/ToastProvider';
import type { Session } from '../../../lib/session/session-store';
import { JOIN_FORM_UNAVAILABLE, LazyJoinDialog } from './LazyJoinDialog';

// The dialog's code cannot be downloaded (offline, a deploy in between).
vi.mock('./JoinDialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const session = { token: 't', userType: 'cliente', email: 'a@b.c', name: 'Ana', id: 1 } as Session;

describe('the join dialog when its code cannot be downloaded', () => {
  it('tells the client, closes, and leaves the queue page on screen', async () => {
    const onClose = vi.fn();
    render(
      <ToastProvider>
        <p>Fila Bidimensional</p>
        <LazyJoinDialog
          queueId={7}
          queueName="Avaliação física"
          mode="individual"
          session={session}
          onClose={onClose}
          onJoined={() => undefined}
        />
      </ToastProvider>,
    );
    expect(await screen.findByText(JOIN_FORM_UNAVAILABLE)).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    // Not tried again by itself (a loop of failures while offline): only the next opening retries.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Fila Bidimensional')).toBeInTheDocument();
  });
});
