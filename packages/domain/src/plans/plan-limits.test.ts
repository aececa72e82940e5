import { describe, expect, it } from 'vitest';
import { maxOpenQueues, openQueueLimitText, openQueueRefusal } from './plan-limits';

describe('plan limits', () => {
  it('allows 1 queue without a plan, 3 on Essencial, any on Profissional', () => {
    expect(maxOpenQueues(null)).toBe(1);
    expect(maxOpenQueues(1)).toBe(3);
    expect(maxOpenQueues(2)).toBeNull();
    expect(maxOpenQueues(99)).toBe(1);
  });

  it('says the limit with the right words: no plan is not "seu plano"', () => {
    expect(openQueueLimitText(null)).toBe(
      'Sem plano, o estabelecimento pode manter 1 fila aberta (ativa ou pausada) por vez.',
    );
    expect(openQueueLimitText(99)).toBe(openQueueLimitText(null));
    expect(openQueueLimitText(1)).toBe(
      'O plano Essencial permite até 3 filas abertas (ativas ou pausadas) ao mesmo tempo.',
    );
    expect(openQueueLimitText(2)).toBeNull();
  });

  it('refuses one more queue at the limit, saying the limit and the way out', () => {
    expect(openQueueRefusal(null, 0)).toBeNull();
    expect(openQueueRefusal(null, 1)).toBe(
      'Sem plano, o estabelecimento pode manter 1 fila aberta (ativa ou pausada) por vez. Encerre uma fila ou conheça os planos para abrir mais.',
    );
    expect(openQueueRefusal(1, 2)).toBeNull();
    expect(openQueueRefusal(1, 3)).toBe(
      'O plano Essencial permite até 3 filas abertas (ativas ou pausadas) ao mesmo tempo. Encerre uma fila ou conheça os planos para abrir mais.',
    );
    expect(openQueueRefusal(2, 500)).toBeNull();
  });
});
