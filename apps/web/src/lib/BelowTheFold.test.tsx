import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BelowTheFold } from './BelowTheFold';

describe('BelowTheFold', () => {
  it('draws what is above at once and its own content in a later task', async () => {
    render(
      <>
        <h1>Avaliação física</h1>
        <BelowTheFold>
          <h2>Fila Bidimensional</h2>
        </BelowTheFold>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Fila Bidimensional' })).toBeInTheDocument();
  });
});
