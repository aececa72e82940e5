/**
 * What the home feature offers other features (decision 066): nothing; app/ routes each role's home page,
 * each lazily by its own module.
 */
export {};
