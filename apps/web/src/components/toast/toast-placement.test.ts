import { describe, expect, it } from 'vitest';
import { choosePlace } from './toast-placement';

const DESKTOP = { left: 0, top: 0, width: 1280, height: 800 };
const PHONE = { left: 0, top: 0, width: 390, height: 844 };
const TOAST = { width: 380, height: 70 };

describe('where the notifications stand (issue 38)', () => {
  it('keeps to the bottom-right corner when nothing is there', () => {
    expect(choosePlace(TOAST, DESKTOP, [{ left: 300, top: 100, width: 200, height: 40 }], 'bottom-end')).toBe(
      'bottom-end',
    );
  });

  it("goes to the top when a button sits in the bottom corner ('Não compareceu' of the recent calls)", () => {
    const noShow = { left: 1060, top: 720, width: 160, height: 44 };
    expect(choosePlace(TOAST, DESKTOP, [noShow], 'bottom-end')).toBe('top-end');
  });

  it("on a phone, leaves 'Sair da fila' at the bottom of the screen uncovered", () => {
    const leave = { left: 34, top: 780, width: 133, height: 44 };
    expect(choosePlace(TOAST, PHONE, [leave], 'bottom-end')).toBe('top-end');
  });

  it('covers the least when every place covers something', () => {
    const controls = [
      { left: 0, top: 760, width: 390, height: 84 },
      { left: 0, top: 0, width: 390, height: 30 },
    ];
    expect(choosePlace(TOAST, PHONE, controls, 'bottom-end')).toBe('top-end');
  });

  it('stays where it is while it covers nothing, so it does not jump about as the page scrolls', () => {
    expect(choosePlace(TOAST, DESKTOP, [], 'top-end')).toBe('top-end');
  });

  it("on a phone, rather covers a little of '← Voltar' than the top of 'Sair da fila'", () => {
    // Heights from a phone after an undone call: the notice is three lines tall.
    const tall = { width: 366, height: 97 };
    const back = { left: 16, top: 80, width: 259, height: 44, weight: 0.25 };
    const leave = { left: 34, top: 732, width: 133, height: 44 };
    expect(choosePlace(tall, PHONE, [back, leave], 'bottom-end')).toBe('top-end');
  });
});
