/**
 * Scheduled opening (decision 010): a queue created with abrir_agora = false opens by itself at its
 * horario_abertura. When exactly is `nextOpeningAt` (next-opening.ts); this file reads the time.
 */

/** Minutes since midnight of 'HH:MM' (or 'HH:MM:SS' as databases return it); null when invalid. */
export function openingTimeMinutes(time: string | null): number | null {
  if (time === null) return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(time.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}
