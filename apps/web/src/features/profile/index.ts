/**
 * What the profile feature offers other features (decision 066): nothing; app/ routes each role's profile
 * page, each lazily by its own module.
 */
export {};
