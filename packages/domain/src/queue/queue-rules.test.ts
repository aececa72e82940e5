import { describe, expect, it } from 'vitest';
import {
  advanceRefusal,
  callRefusal,
  DEFAULT_MAX_ADVANCES,
  joinRefusal,
  MAX_GROUP_SIZE,
  maxAdvanceFor,
  statusTransitionRefusal,
} from './queue-rules';

const join = {
  status: 'ativa' as const,
  alreadyWaiting: false,
  groupSize: 1,
  limited: false,
  maxMembers: null,
  peopleWaiting: 0,
};

describe('joinRefusal', () => {
  it('allows a join on an active queue', () => {
    expect(MAX_GROUP_SIZE).toBe(8);
    expect(joinRefusal(join)).toBeNull();
    expect(joinRefusal({ ...join, groupSize: 8 })).toBeNull();
  });

  it('refuses in the order status, duplicate, group size, limit', () => {
    expect(joinRefusal({ ...join, status: 'pausada', alreadyWaiting: true })).toBe(
      'Esta fila não está ativa no momento',
    );
    expect(joinRefusal({ ...join, status: 'encerrada' })).toBe('Esta fila não está ativa no momento');
    expect(joinRefusal({ ...join, alreadyWaiting: true, groupSize: 9 })).toBe('Você já está nesta fila');
    expect(joinRefusal({ ...join, groupSize: 9 })).toBe('Um grupo pode ter no máximo 8 pessoas');
  });

  it('counts group sizes against the limit of a limited queue', () => {
    const limited = { ...join, limited: true, maxMembers: 10, peopleWaiting: 7 };
    expect(joinRefusal({ ...limited, groupSize: 3 })).toBeNull();
    expect(joinRefusal({ ...limited, groupSize: 4 })).toBe('A fila atingiu o limite de integrantes');
    expect(joinRefusal({ ...limited, limited: false, groupSize: 4 })).toBeNull();
    expect(joinRefusal({ ...limited, maxMembers: null, groupSize: 4 })).toBeNull();
  });
});

describe('maxAdvanceFor', () => {
  it('is min(max_avancos, position - 1) and never negative', () => {
    expect(DEFAULT_MAX_ADVANCES).toBe(8);
    expect(maxAdvanceFor(1, 8)).toBe(0);
    expect(maxAdvanceFor(4, 8)).toBe(3);
    expect(maxAdvanceFor(20, 8)).toBe(8);
    expect(maxAdvanceFor(20, 2)).toBe(2);
    expect(maxAdvanceFor(0, 8)).toBe(0);
  });
});

describe('advanceRefusal', () => {
  const advance = { position: 5, positions: 2, maxAdvances: 8, waitingTickets: 6 };

  it('allows 1..min(max_avancos, position - 1)', () => {
    expect(advanceRefusal(advance)).toBeNull();
    expect(advanceRefusal({ ...advance, positions: 1 })).toBeNull();
    expect(advanceRefusal({ ...advance, positions: 4 })).toBeNull();
  });

  it('refuses when alone, when first, and outside the range', () => {
    expect(advanceRefusal({ ...advance, waitingTickets: 1 })).toBe('Você já está na primeira posição');
    expect(advanceRefusal({ ...advance, position: 1 })).toBe('Você já está na primeira posição');
    expect(advanceRefusal({ ...advance, positions: 5 })).toBe('Você só pode avançar no máximo 4 posições');
    expect(advanceRefusal({ ...advance, position: 2, positions: 2 })).toBe(
      'Você só pode avançar no máximo 1 posição',
    );
    expect(advanceRefusal({ ...advance, positions: 0 })).toBe('Você só pode avançar no máximo 4 posições');
    expect(advanceRefusal({ ...advance, positions: 1.5 })).toBe('Você só pode avançar no máximo 4 posições');
    expect(advanceRefusal({ ...advance, position: 30, positions: 9 })).toBe(
      'Você só pode avançar no máximo 8 posições',
    );
  });

  it('never shows a maximum below 1', () => {
    expect(advanceRefusal({ ...advance, maxAdvances: 0, positions: 1 })).toBe(
      'Você só pode avançar no máximo 1 posição',
    );
  });
});

describe('statusTransitionRefusal', () => {
  it('allows pausing, reactivating and closing', () => {
    expect(statusTransitionRefusal('ativa', 'pausada')).toBeNull();
    expect(statusTransitionRefusal('pausada', 'ativa')).toBeNull();
    expect(statusTransitionRefusal('ativa', 'encerrada')).toBeNull();
    expect(statusTransitionRefusal('pausada', 'encerrada')).toBeNull();
  });

  it('refuses repeats and anything after closing', () => {
    expect(statusTransitionRefusal('ativa', 'ativa')).toBe('A fila já está ativa');
    expect(statusTransitionRefusal('pausada', 'pausada')).toBe('A fila já está pausada');
    expect(statusTransitionRefusal('encerrada', 'ativa')).toBe('Esta fila foi encerrada');
    expect(statusTransitionRefusal('encerrada', 'pausada')).toBe('Esta fila foi encerrada');
    expect(statusTransitionRefusal('encerrada', 'encerrada')).toBe('Esta fila foi encerrada');
  });
});

describe('callRefusal', () => {
  it('needs an active queue with someone waiting', () => {
    expect(callRefusal('ativa', 2)).toBeNull();
    expect(callRefusal('pausada', 2)).toBe('A fila precisa estar ativa para chamar');
    expect(callRefusal('encerrada', 0)).toBe('A fila precisa estar ativa para chamar');
    expect(callRefusal('ativa', 0)).toBe('Não há clientes na fila');
  });
});
