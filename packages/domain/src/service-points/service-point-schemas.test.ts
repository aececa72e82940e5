import { describe, expect, it } from 'vitest';
import {
  callToPointSchema,
  createServicePointSchema,
  SERVICE_POINT_NAME_MAX,
  updateServicePointSchema,
} from './service-point-schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('service point input', () => {
  it('takes a trimmed name, an article and the queues once each', () => {
    const parsed = createServicePointSchema.parse({ nome: '  Cadeira 1 ', artigo: 'a', filas: [3, 3, 4] });
    expect(parsed).toEqual({ nome: 'Cadeira 1', artigo: 'a', filas: [3, 4] });
  });

  it('refuses a missing, blank, long or multi-line name in Portuguese', () => {
    expect(firstMessage(createServicePointSchema.safeParse({}))).toBe('Dê um nome ao ponto, como Cadeira 1');
    expect(firstMessage(createServicePointSchema.safeParse({ nome: '   ' }))).toBe(
      'Dê um nome ao ponto, como Cadeira 1',
    );
    expect(
      firstMessage(createServicePointSchema.safeParse({ nome: 'x'.repeat(SERVICE_POINT_NAME_MAX + 1) })),
    ).toBe(`O nome pode ter no máximo ${SERVICE_POINT_NAME_MAX} caracteres`);
    expect(firstMessage(createServicePointSchema.safeParse({ nome: 'Cadeira\n1' }))).toMatch(
      /quebras de linha/,
    );
  });

  it('refuses an unknown article and a queue that is not an id', () => {
    expect(firstMessage(createServicePointSchema.safeParse({ nome: 'Caixa', artigo: 'os' }))).toBe(
      "Escolha 'à' ou 'ao' para o ponto",
    );
    expect(firstMessage(updateServicePointSchema.safeParse({ filas: [0] }))).toBe('Fila inválida');
    expect(firstMessage(updateServicePointSchema.safeParse({ filas: 'Corte' }))).toBe(
      'Envie as filas como uma lista',
    );
  });
});

describe('the body of a call to a point', () => {
  it('is optional, and so is the point', () => {
    expect(callToPointSchema.parse(undefined)).toBeUndefined();
    expect(callToPointSchema.parse(null)).toBeNull();
    expect(callToPointSchema.parse({})).toEqual({});
    expect(callToPointSchema.parse({ pontoId: 7 })).toEqual({ pontoId: 7 });
  });

  it('refuses a point that is not an id', () => {
    expect(firstMessage(callToPointSchema.safeParse({ pontoId: 'Cadeira 2' }))).toBe(
      'Ponto de atendimento inválido',
    );
    expect(firstMessage(callToPointSchema.safeParse({ pontoId: 1.5 }))).toBe('Ponto de atendimento inválido');
  });
});
