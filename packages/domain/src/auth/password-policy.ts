export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  required: 'Senha obrigatória',
  tooShort: 'Mínimo 8 caracteres',
  tooLong: 'Máximo 128 caracteres',
  weak: 'Deve conter maiúscula, minúscula e número',
} as const;

/** Returns the first broken rule's message, or null when the password is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password))
    return PASSWORD_MESSAGES.weak;
  return null;
}
