/**
 * What the home feature offers other features (DESIGN §6): nothing; app/ routes each role's home page, each
 * lazily by its own module.
 */
export {};
