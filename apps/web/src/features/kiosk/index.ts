/** What the kiosk feature offers other features (DESIGN §6): nothing; app/ routes it outside the shell. */
export {};
