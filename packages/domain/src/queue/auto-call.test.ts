import { describe, expect, it } from 'vitest';
import { autoCallState, DEFAULT_CALL_INTERVAL_MINUTES, nextCallText } from './auto-call';

const MIN = 60_000;
const base = {
  enabled: true,
  status: 'ativa' as const,
  waitingTickets: 3,
  intervalMinutes: 5,
  lastCallAtMs: 0,
  enabledAtMs: 0,
  waitingSinceMs: null,
  nowMs: 0,
};

describe('autoCallState', () => {
  it('explains why nothing is due when disabled, not active or empty', () => {
    expect(DEFAULT_CALL_INTERVAL_MINUTES).toBe(5);
    expect(autoCallState({ ...base, enabled: false, nowMs: 99 * MIN })).toEqual({
      due: false,
      reason: 'Chamada automática desativada',
      nextDueAtMs: null,
    });
    expect(autoCallState({ ...base, status: 'pausada', nowMs: 99 * MIN }).reason).toBe(
      'A fila não está ativa',
    );
    expect(autoCallState({ ...base, waitingTickets: 0, nowMs: 99 * MIN })).toEqual({
      due: false,
      reason: 'Não há clientes na fila',
      nextDueAtMs: null,
    });
  });

  it('counts the interval from the last call', () => {
    expect(autoCallState({ ...base, lastCallAtMs: 10 * MIN, nowMs: 12 * MIN })).toEqual({
      due: false,
      reason: 'Próxima chamada em 3 min',
      nextDueAtMs: 15 * MIN,
    });
    expect(autoCallState({ ...base, lastCallAtMs: 10 * MIN, nowMs: 15 * MIN })).toEqual({
      due: true,
      reason: 'Pronto para chamar o próximo cliente',
      nextDueAtMs: 15 * MIN,
    });
    expect(autoCallState({ ...base, lastCallAtMs: 10 * MIN, nowMs: 40 * MIN }).due).toBe(true);
  });

  it('counts from enabling when that came after the last call', () => {
    const state = autoCallState({ ...base, lastCallAtMs: 0, enabledAtMs: 60 * MIN, nowMs: 61 * MIN });
    expect(state).toMatchObject({ due: false, nextDueAtMs: 65 * MIN, reason: 'Próxima chamada em 4 min' });
    expect(autoCallState({ ...base, lastCallAtMs: null, enabledAtMs: 60 * MIN, nowMs: 65 * MIN }).due).toBe(
      true,
    );
  });

  it("says 'menos de 1 min' under a minute and whole minutes rounded up above", () => {
    expect(autoCallState({ ...base, nowMs: 5 * MIN - 30_500 }).reason).toBe(
      'Próxima chamada em menos de 1 min',
    );
    expect(autoCallState({ ...base, nowMs: 5 * MIN - 1 }).reason).toBe('Próxima chamada em menos de 1 min');
    expect(autoCallState({ ...base, nowMs: 5 * MIN - 61_000 }).reason).toBe('Próxima chamada em 2 min');
    expect(nextCallText(10 * MIN, 7 * MIN)).toBe('Próxima chamada em 3 min');
    expect(nextCallText(10 * MIN, 10 * MIN)).toBe('Pronto para chamar o próximo cliente');
  });

  it('calls nobody who joined an empty queue before one full interval has passed', () => {
    // Last call long ago (the queue then stood empty); someone joins at minute 60.
    const joined = { ...base, lastCallAtMs: 0, enabledAtMs: 0, waitingSinceMs: 60 * MIN };
    expect(autoCallState({ ...joined, nowMs: 60 * MIN + 1000 })).toEqual({
      due: false,
      reason: 'Próxima chamada em 5 min',
      nextDueAtMs: 65 * MIN,
    });
    expect(autoCallState({ ...joined, nowMs: 65 * MIN }).due).toBe(true);
    // Somebody waiting since before the last call: the interval counts from the call, as before.
    expect(
      autoCallState({ ...base, lastCallAtMs: 10 * MIN, waitingSinceMs: 2 * MIN, nowMs: 15 * MIN }).due,
    ).toBe(true);
  });

  it('is due at once with no reference time', () => {
    expect(autoCallState({ ...base, lastCallAtMs: null, enabledAtMs: null, nowMs: 7 })).toEqual({
      due: true,
      reason: 'Pronto para chamar o próximo cliente',
      nextDueAtMs: 7,
    });
  });

  it('clamps a stored interval outside 1..60', () => {
    expect(autoCallState({ ...base, intervalMinutes: 0, nowMs: MIN }).due).toBe(true);
    expect(autoCallState({ ...base, intervalMinutes: 500, nowMs: 0 }).nextDueAtMs).toBe(60 * MIN);
    expect(autoCallState({ ...base, intervalMinutes: Number.NaN, nowMs: 0 }).nextDueAtMs).toBe(5 * MIN);
  });
});
