import { isValidCnpj, isValidCpf } from '@vez/domain';

function randomDigits(length: number) {
  let digits = '';
  for (let i = 0; i < length; i++) digits += Math.floor(Math.random() * 10);
  return digits;
}

/** A valid CPF no other test uses: random digits until the domain's own check accepts them. */
export function freshCpf(): string {
  for (;;) {
    const candidate = randomDigits(11);
    if (isValidCpf(candidate)) return candidate;
  }
}

export function freshCnpj(): string {
  for (;;) {
    const candidate = `${randomDigits(8)}0001${randomDigits(2)}`;
    if (isValidCnpj(candidate)) return candidate;
  }
}
