/**
 * What the dashboard feature offers other features (decision 066): nothing. app/ routes its page and warms
 * its first reads (route-prefetch.ts, route-boot/), reaching the page, its query and its paths by module so
 * that each stays in the chunk it loads in.
 */
export {};
