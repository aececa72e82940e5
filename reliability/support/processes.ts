export { freePort } from '../../apps/server/src/test-support/private-redis';

/**
 * Polls `check` until it returns a value other than undefined/false, or fails after `timeoutMs` with
 * `describe()` (what was seen last), so a failure says what the processes were doing.
 */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  options: { timeoutMs?: number; intervalMs?: number; what: string; describe?: () => string },
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  let lastError: unknown = null;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const detail = options.describe?.() ?? (lastError ? String(lastError) : '');
      throw new Error(`tempo esgotado esperando ${options.what}${detail ? `\n${detail}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 50));
  }
}
