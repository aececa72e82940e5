/**
 * What the legal feature offers other features (DESIGN §6): nothing; app/ routes the terms and the privacy
 * policy, each lazily by its own module.
 */
export {};
