import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './Alert';

describe('Alert', () => {
  it('becomes a new alert element when a notice turns into an error, so screen readers announce it', () => {
    const { rerender } = render(<Alert tone="info">Confirmando pagamento…</Alert>);
    const notice = screen.getByRole('status');
    rerender(<Alert tone="error">Erro ao processar pagamento. Tente novamente.</Alert>);
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Erro ao processar pagamento. Tente novamente.');
    expect(notice.isConnected).toBe(false);
  });

  it('keeps the same element while it stays a polite notice, so the change is read in place', () => {
    const { rerender } = render(<Alert tone="info">Confirmando pagamento…</Alert>);
    const notice = screen.getByRole('status');
    rerender(<Alert tone="success">Pagamento aprovado!</Alert>);
    expect(screen.getByRole('status')).toBe(notice);
  });
});
