import type { QueueEvent } from '@vez/domain';
import { describe, expect, it } from 'vitest';
import { clientOf, queueOf } from '../../../test/queue-data';
import type { QueueWithMine } from '../api/queue-types';
import { applyEvent } from './apply-queue-event';

const detail: QueueWithMine = {
  ...queueOf({ id: 9, clientes_na_fila: 3, posicoes_ocupadas: 3, versao: 12 }),
  minhaPosicao: clientOf({ id: 5, isMe: true, position: 2, subPosition: 'a' }),
  meuUltimoTicket: null,
};

function snapshot(version: number, people: number, position: number): QueueEvent {
  return {
    type: 'snapshot',
    changes: [],
    version,
    queue: {
      id: 9,
      status: 'ativa',
      totalPessoas: people,
      totalTickets: people,
      posicoesOcupadas: people,
      minutosPorPosicao: 20,
      baseadoEm: 0,
      faixa: null,
      aviso: null,
    },
    me: { status: 'waiting', ticketId: 5, position, letter: 'a', estimatedWaitMinutes: 20, groupSize: 1 },
  };
}

describe('a live event written into the queue the client watches', () => {
  it('moves the place and the counters, and keeps the version it brought', () => {
    const next = applyEvent(detail, snapshot(13, 2, 1));
    expect(next.minhaPosicao?.position).toBe(1);
    expect(next.clientes_na_fila).toBe(2);
    expect(next.versao).toBe(13);
  });

  it('leaves the queue as it is for an event older than what was read (no place put back)', () => {
    // Read at version 12 (2nd); a snapshot of version 11, taken before the read, arrives after it.
    expect(applyEvent(detail, snapshot(11, 4, 3))).toBe(detail);
    // The same version brings nothing new, but nothing older either.
    expect(applyEvent(detail, snapshot(12, 3, 2)).minhaPosicao?.position).toBe(2);
  });

  it("does not let an earlier ticket's news replace how the latest one ended", () => {
    // Read: ticket 8 left. A picture tells of ticket 5, called and marked 'Não compareceu' before that.
    const left: QueueWithMine = {
      ...detail,
      minhaPosicao: null,
      meuUltimoTicket: { ticketId: 8, status: 'left' },
    };
    const event = { ...snapshot(12, 3, 2), me: { status: 'no_show' as const, ticketId: 5, calledAt: 'x' } };
    expect(applyEvent(left, event).meuUltimoTicket).toEqual({ ticketId: 8, status: 'left' });
    // The latest ticket's own news is written in, with the time of its call.
    const called: QueueWithMine = { ...left, meuUltimoTicket: { ticketId: 5, status: 'called' } };
    expect(applyEvent(called, event).meuUltimoTicket).toEqual({ ticketId: 5, status: 'no_show', em: 'x' });
  });
});
