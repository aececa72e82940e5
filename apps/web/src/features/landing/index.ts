/** What the landing feature offers other features (decision 066): nothing; app/ routes the landing page. */
export {};
