/** What the FAQ feature offers (decision 066): nothing; app/ routes its page (lazily, by module). */
export {};
