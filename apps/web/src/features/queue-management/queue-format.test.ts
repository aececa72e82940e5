import { describe, expect, it } from 'vitest';
import {
  autoCallSummary,
  callIntervalLabel,
  estimatedWaitSeconds,
  formatCallInterval,
  formatEstimatedWait,
  groupByPosition,
  matchesSearch,
  queueStatusLabel,
  totalPeople,
  usersLabel,
} from './queue-format';

describe('queue-format', () => {
  it('labels ativa, pausada and a scheduled queue (Programada), and everything else as Inativa', () => {
    expect(queueStatusLabel('ativa')).toBe('Ativa');
    expect(queueStatusLabel('pausada')).toBe('Pausada');
    expect(queueStatusLabel('agendada')).toBe('Programada');
    expect(queueStatusLabel('encerrada')).toBe('Inativa');
  });

  it('shows the interval between calls only when it was observed', () => {
    expect(callIntervalLabel({ tempo_medio_espera: 12, tempo_medio_baseado_em: 4 })).toBe(
      '12 min entre chamadas',
    );
    expect(callIntervalLabel({ tempo_medio_espera: 2.5, tempo_medio_baseado_em: 3 })).toBe(
      '2,5 min entre chamadas',
    );
    expect(callIntervalLabel({ tempo_medio_espera: 20, tempo_medio_baseado_em: 0 })).toBe('Sem dados');
  });

  it('counts users in Portuguese', () => {
    expect(usersLabel(1)).toBe('1 usuário');
    expect(usersLabel(0)).toBe('0 usuários');
    expect(usersLabel(7)).toBe('7 usuários');
  });

  it('formats the call interval in seconds under a minute, else minutes with one decimal', () => {
    expect(formatCallInterval(0)).toBe('0 s');
    expect(formatCallInterval(45)).toBe('45 s');
    expect(formatCallInterval(59.6)).toBe('60 s');
    expect(formatCallInterval(60)).toBe('1,0 min');
    expect(formatCallInterval(90)).toBe('1,5 min');
    expect(formatCallInterval(754)).toBe('12,6 min');
  });

  it('estimates from the observed interval, else from the server estimate', () => {
    expect(estimatedWaitSeconds({ position: 3, estimatedWaitMinutes: 40 }, 20)).toBe(40);
    expect(estimatedWaitSeconds({ position: 1, estimatedWaitMinutes: 0 }, 20)).toBe(0);
    expect(estimatedWaitSeconds({ position: 3, estimatedWaitMinutes: 40 }, null)).toBe(2400);
    const first = { position: 1, subPosition: 'a' };
    expect(formatEstimatedWait(0, first)).toBe('Próximo a ser chamado');
    expect(formatEstimatedWait(0, { position: 1, subPosition: 'b' })).toBe('Sem estimativa');
    expect(formatEstimatedWait(40, { position: 2, subPosition: 'a' })).toBe('Espera estimada: 40 s');
    expect(formatEstimatedWait(2400, { position: 3, subPosition: 'a' })).toBe('Espera estimada: 40 min');
  });

  it('counts group sizes and groups tickets by position in order', () => {
    const clients = [
      { position: 2, groupSize: 1, id: 'b' },
      { position: 1, groupSize: 3, id: 'a' },
      { position: 2, groupSize: 1, id: 'c' },
    ];
    expect(totalPeople(clients)).toBe(5);
    expect(groupByPosition(clients).map((g) => [g.position, g.clients.map((c) => c.id)])).toEqual([
      [1, ['a']],
      [2, ['b', 'c']],
    ]);
  });

  it('searches names without caring about case or accents', () => {
    expect(matchesSearch('Sábado de manhã', 'sabado')).toBe(true);
    expect(matchesSearch('Corte de cabelo', 'CORTE')).toBe(true);
    expect(matchesSearch('Barba', 'corte')).toBe(false);
    expect(matchesSearch('Barba', '  ')).toBe(true);
  });

  it('says what a queue calling by itself will do, or why no call is pending (issue 38)', () => {
    const queue = { chamada_automatica: true, intervalo_chamada: 3, status: 'ativa' as const };
    const now = Date.parse('2026-11-28T12:20:00.000Z');
    expect(autoCallSummary(queue, '2026-11-28T12:23:00.000Z', now)).toBe(
      'Chamada automática a cada 3 min · próxima às 09:23',
    );
    expect(autoCallSummary(queue, '2026-11-28T12:19:00.000Z', now)).toBe(
      'Chamada automática a cada 3 min · próxima agora',
    );
    expect(autoCallSummary(queue, null, now)).toBe('Chamada automática a cada 3 min · aguardando clientes');
    expect(autoCallSummary({ ...queue, status: 'pausada' as const }, null, now)).toBe(
      'Chamada automática a cada 3 min · fila pausada',
    );
    expect(autoCallSummary({ ...queue, status: 'agendada' as const }, null, now)).toBe(
      'Chamada automática a cada 3 min · começa quando a fila abrir',
    );
    expect(autoCallSummary({ ...queue, chamada_automatica: false }, null, now)).toBeNull();
    // The due time not read yet: only what is known, not 'aguardando clientes'.
    expect(autoCallSummary(queue, undefined, now)).toBe('Chamada automática a cada 3 min');
  });
});
