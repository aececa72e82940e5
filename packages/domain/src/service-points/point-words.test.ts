import { describe, expect, it } from 'vitest';
import { calledMessage, directionText, guessArticle, spokenCall } from './point-words';

describe('a call to a service point, in words', () => {
  const chair = { nome: 'Cadeira 2', artigo: 'a' } as const;
  const room = { nome: 'Consultório 1', artigo: 'o' } as const;

  it('tells the person where to go, with the article of the place', () => {
    expect(directionText(chair)).toBe('Dirija-se à Cadeira 2.');
    expect(directionText(room)).toBe('Dirija-se ao Consultório 1.');
  });

  it('says what it said before points existed when the call has none', () => {
    expect(directionText(null)).toBe('Dirija-se ao atendimento.');
    expect(directionText(undefined)).toBe('Dirija-se ao atendimento.');
    expect(calledMessage('Ana', null)).toBe('Cliente Ana foi chamado!');
    expect(spokenCall('Ana S.', null)).toBe('Ana S., sua vez');
  });

  it("names the point in the owner's toast and on the TV's voice", () => {
    expect(calledMessage('Ana', chair)).toBe('Cliente Ana foi chamado para a Cadeira 2!');
    expect(calledMessage('Bia', room)).toBe('Cliente Bia foi chamado para o Consultório 1!');
    expect(spokenCall('Ana S.', chair)).toBe('Ana S., cadeira 2');
  });

  it("guesses the article from the name's first word", () => {
    expect(guessArticle('Cadeira 1')).toBe('a');
    expect(guessArticle('  sala  3')).toBe('a');
    expect(guessArticle('Cabine 2')).toBe('a');
    expect(guessArticle('Recepção')).toBe('a');
    expect(guessArticle('Consultório 2')).toBe('o');
    expect(guessArticle('Caixa')).toBe('o');
    expect(guessArticle('Guichê 4')).toBe('o');
    expect(guessArticle('Box 1')).toBe('o');
    expect(guessArticle('')).toBe('o');
  });
});
