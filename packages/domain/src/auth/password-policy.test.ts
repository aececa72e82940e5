import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

describe('password policy', () => {
  it('accepts 8+ characters with upper case, lower case and a digit', () => {
    expect(passwordProblem('Segura123')).toBeNull();
  });
  it('names the first broken rule with the spec message', () => {
    expect(passwordProblem('')).toBe('Senha obrigatória');
    expect(passwordProblem('Ab1')).toBe('Mínimo 8 caracteres');
    expect(passwordProblem('semmaiuscula1')).toBe('Deve conter maiúscula, minúscula e número');
    expect(passwordProblem('SEMMINUSCULA1')).toBe('Deve conter maiúscula, minúscula e número');
    expect(passwordProblem('SemNumeros')).toBe('Deve conter maiúscula, minúscula e número');
    expect(passwordProblem(`Aa1${'x'.repeat(200)}`)).toBe('Máximo 128 caracteres');
  });
});
