import { describe, expect, it } from 'vitest';
import { establishmentDisplayName } from './establishment-display-name';
import { TRADE_NAME_TOO_LONG, tradeNameField } from './establishment-names';
import { establishmentSearchText, searchFold, searchWords } from './search-text';

describe('the name people see', () => {
  it('is the trade name when there is one, else the legal name', () => {
    const legal = 'Navalha de Ouro Serviços de Barbearia LTDA';
    expect(
      establishmentDisplayName({ nome_empresa: legal, nome_fantasia: 'Barbearia Navalha de Ouro' }),
    ).toBe('Barbearia Navalha de Ouro');
    expect(establishmentDisplayName({ nome_empresa: legal, nome_fantasia: null })).toBe(legal);
    expect(establishmentDisplayName({ nome_empresa: legal, nome_fantasia: '   ' })).toBe(legal);
    expect(establishmentDisplayName({ nome_empresa: legal })).toBe(legal);
  });
});

describe("'Nome fantasia'", () => {
  it('is trimmed, kept on one line, and may be empty', () => {
    expect(tradeNameField.parse('  Navalha \n de   Ouro ')).toBe('Navalha de Ouro');
    expect(tradeNameField.parse('   ')).toBe('');
  });
  it('is refused in Portuguese past 60 characters or with control characters', () => {
    expect(tradeNameField.safeParse('x'.repeat(61)).error?.issues[0]?.message).toBe(TRADE_NAME_TOO_LONG);
    expect(tradeNameField.safeParse(` ${'x'.repeat(60)} `).success).toBe(true);
    expect(tradeNameField.safeParse('Navalha\u0000').error?.issues[0]?.message).toBe(
      'Caracteres inválidos no texto',
    );
    expect(tradeNameField.safeParse(42).error?.issues[0]?.message).toBe(
      'Nome fantasia inválido: envie um texto',
    );
  });
});

describe('search folding', () => {
  it('ignores accents and case, and reads punctuation as a space', () => {
    expect(searchFold('Clínica VIDA Plena')).toBe('clinica vida plena');
    expect(searchFold('CLÍNICA')).toBe(searchFold('clinica'));
    expect(searchFold('Pão & Café — São João')).toBe('pao cafe sao joao');
    expect(searchFold("Navalha d'Ouro")).toBe('navalha d ouro');
    expect(searchFold('Açaí Ñandú Ü')).toBe('acai nandu u');
  });
  it('leaves no LIKE wildcard or escape in a search', () => {
    expect(searchWords('100% _barba_ \\ %')).toEqual(['100', 'barba']);
    expect(searchWords('  ')).toEqual([]);
  });
  it('splits a search into distinct words, at most eight', () => {
    expect(searchWords('vida  CLÍNICA vida')).toEqual(['vida', 'clinica']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
  it('stores the display name first, then a different legal name', () => {
    expect(establishmentSearchText({ nome_empresa: 'Clínica Vida Plena' })).toBe('clinica vida plena');
    expect(
      establishmentSearchText({
        nome_empresa: 'Vida Plena Serviços Médicos LTDA',
        nome_fantasia: 'Clínica Vida Plena',
      }),
    ).toBe('clinica vida plena vida plena servicos medicos ltda');
  });
});
