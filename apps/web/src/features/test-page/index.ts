/** What the test page feature offers other features (DESIGN §6): nothing; app/ routes /teste (demo mode). */
export {};
