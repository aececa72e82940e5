/** The time source of every rule with an expiry, replaceable in tests. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
