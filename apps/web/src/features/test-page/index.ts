/** What the test page feature offers (decision 066): nothing; app/ routes /teste (demo mode only). */
export {};
