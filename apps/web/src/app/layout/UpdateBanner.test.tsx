import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appUpdate } from '../../lib/pwa/app-update';
import { UpdateBanner } from './UpdateBanner';

describe('UpdateBanner', () => {
  afterEach(() => act(() => appUpdate.clear()));

  it('says nothing while the page runs the newest version', () => {
    render(<UpdateBanner />);
    expect(screen.queryByText('Nova versão disponível')).toBeNull();
  });

  it('appears when a new version waits, and Atualizar activates it', async () => {
    const apply = vi.fn();
    render(<UpdateBanner />);
    act(() => appUpdate.markWaiting(apply));
    expect(screen.getByRole('status')).toHaveTextContent('Nova versão disponível');
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(apply).toHaveBeenCalledOnce();
    // It stays pressed while the new version takes over and the page reloads.
    expect(screen.getByRole('button', { name: /Atualizar/ })).toBeDisabled();
  });
});
