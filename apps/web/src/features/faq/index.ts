/** What the FAQ feature offers other features (DESIGN §6): nothing; app/ routes its page (lazily, by module). */
export {};
