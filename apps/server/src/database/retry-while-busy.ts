const BUSY_RETRIES = 40;

/**
 * SQLite admits one writer: a transaction that read before another connection committed cannot write
 * and fails with SQLITE_BUSY. It is simply run again (re-reading what it needs), after a short async
 * pause that lets the other writer finish. PostgreSQL waits on row locks instead and never gets here.
 */
export async function retryWhileBusy<R>(attempt: () => Promise<R>): Promise<R> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code !== 'string' || !code.startsWith('SQLITE_BUSY') || tries >= BUSY_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 8 * Math.min(tries, 5)));
    }
  }
}
