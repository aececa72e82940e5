/**
 * What the Minhas Filas feature offers other features (decision 066): nothing; app/ routes its page (lazily,
 * by module).
 */
export {};
