import { describe, expect, it } from 'vitest';
import { maxOpenQueues, openQueueRefusal } from './plan-limits';

describe('plan limits', () => {
  it('allows 1 queue without a plan, 3 on Essencial, any on Profissional', () => {
    expect(maxOpenQueues(null)).toBe(1);
    expect(maxOpenQueues(1)).toBe(3);
    expect(maxOpenQueues(2)).toBeNull();
    expect(maxOpenQueues(99)).toBe(1);
  });

  it('refuses one more queue at the limit, in Portuguese with the right plural', () => {
    expect(openQueueRefusal(null, 0)).toBeNull();
    expect(openQueueRefusal(null, 1)).toBe(
      'Seu plano permite no máximo 1 fila aberta. Conheça os planos para abrir mais.',
    );
    expect(openQueueRefusal(1, 2)).toBeNull();
    expect(openQueueRefusal(1, 3)).toBe(
      'Seu plano permite no máximo 3 filas abertas. Conheça os planos para abrir mais.',
    );
    expect(openQueueRefusal(2, 500)).toBeNull();
  });
});
