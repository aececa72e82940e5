/** What the landing feature offers other features (DESIGN §6): nothing; app/ routes the landing page. */
export {};
