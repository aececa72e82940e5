/** What the kiosk feature offers other features (decision 066): nothing; app/ routes it outside the shell. */
export {};
