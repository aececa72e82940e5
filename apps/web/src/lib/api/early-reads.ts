/**
 * The first API reads of a logged-in screen opened directly, started by the route's small boot script
 * while the app's own code is still downloading (decision 061). The app's request for the same path, with
 * the same token, takes the answer already on its way instead of asking again, once. Shared by the boot
 * script and the app (the build's `early` chunk), so both see the same reads.
 */
interface EarlyRead {
  token: string;
  at: number;
  response: Promise<Response>;
}

/** Past this, a read the app has not taken is dropped: the app asks afresh. */
const MAX_AGE_MS = 10_000;
const reads = new Map<string, EarlyRead>();
/**
 * Set by the app's first GET. With the app's code already in the browser's cache, the app can run and
 * read before the boot script does: a read the boot started then would answer a later refresh with what
 * was true before it (an edit the live stream announced, say). So once the app reads, the boot starts none.
 */
let appReading = false;

export function startEarlyRead(path: string, token: string): void {
  if (appReading) return;
  const response = fetch(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  // A failure is the app's to report, when it takes the read.
  response.catch(() => undefined);
  reads.set(path, { token, at: Date.now(), response });
}

/** The answer already on its way for a GET of `path` sent with `token`, or null; each read is taken once. */
export function takeEarlyRead(path: string, token: string | undefined): Promise<Response> | null {
  appReading = true;
  const read = reads.get(path);
  if (!read) return null;
  reads.delete(path);
  if (read.token !== token || Date.now() - read.at > MAX_AGE_MS) return null;
  return read.response;
}
