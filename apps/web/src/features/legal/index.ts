/**
 * What the legal feature offers other features (decision 066): nothing; app/ routes the terms and the privacy
 * policy, each lazily by its own module.
 */
export {};
