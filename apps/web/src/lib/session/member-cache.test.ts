import { describe, expect, it } from 'vitest';
import { clearMembers, loadMembers, MEMBER_CACHE_TTL_MS, saveMembers } from './member-cache';

const ana = { nome: 'Ana Souza', dataNascimento: '10/03/2012', cpf: '310.031.676-24' };

describe('member cache', () => {
  it('gives back the saved list within 24 hours', () => {
    saveMembers(7, [ana], 1_000);
    expect(loadMembers(7, 1_000 + MEMBER_CACHE_TTL_MS - 1)).toEqual([ana]);
  });

  it('forgets a list older than 24 hours', () => {
    saveMembers(7, [ana], 1_000);
    expect(loadMembers(7, 1_000 + MEMBER_CACHE_TTL_MS)).toBeNull();
    expect(window.localStorage.getItem('vez.grupo.7')).toBeNull();
  });

  it('keeps one list per client and clears on request', () => {
    saveMembers(7, [ana]);
    expect(loadMembers(8)).toBeNull();
    clearMembers(7);
    expect(loadMembers(7)).toBeNull();
  });

  it('treats a damaged entry as absent', () => {
    window.localStorage.setItem('vez.grupo.7', '{"savedAt":1,"members":[{"nome":1}]}');
    expect(loadMembers(7, 2)).toBeNull();
    window.localStorage.setItem('vez.grupo.7', 'not json');
    expect(loadMembers(7)).toBeNull();
  });
});
