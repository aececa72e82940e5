/** What the TV panel feature offers (decision 066): nothing; app/ routes it outside the shell. */
export {};
