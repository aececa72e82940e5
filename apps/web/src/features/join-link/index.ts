/**
 * What the join-link feature offers other features (decision 066): nothing; app/ routes the page a
 * poster's QR code opens (lazily, by module).
 */
export {};
