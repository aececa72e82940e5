import { describe, expect, it } from 'vitest';
import { noticeTimeText } from './notice-time';

const NOW = Date.parse('2026-11-28T15:00:00.000Z'); // 12:00 in Brasília

describe('noticeTimeText', () => {
  it('says when the notice was sent and until when it shows, in Brasília time', () => {
    expect(noticeTimeText({ em: '2026-11-28T14:32:00.000Z', expiraEm: null }, NOW)).toBe('enviado às 11:32');
    expect(
      noticeTimeText({ em: '2026-11-28T14:32:00.000Z', expiraEm: '2026-11-28T15:02:00.000Z' }, NOW),
    ).toBe('enviado às 11:32 · até 12:02');
  });

  it('names the day of a notice sent on another day', () => {
    expect(noticeTimeText({ em: '2026-11-27T21:05:00.000Z', expiraEm: null }, NOW)).toBe(
      'enviado em 27/11 às 18:05',
    );
  });
});
