/**
 * What the profile feature offers other features (DESIGN §6): nothing; app/ routes each role's profile page,
 * each lazily by its own module.
 */
export {};
