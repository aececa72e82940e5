import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppFrame } from '../App';
import { AppRoutes } from '../AppRoutes';
import { publicScreenReady } from '../public-screens';

/**
 * A public page as HTML, rendered at build time from the very tree the browser hydrates (decision
 * 029): the same providers and routes, at `path`, logged out, light theme. `prerender` waits for the
 * lazy screens, so the page is written whole.
 */
export async function renderPage(path: string): Promise<string> {
  if (!publicScreenReady(path)) throw new Error(`prerender: ${path} não está em app/public-screens.ts`);
  const { prelude } = await prerenderToNodeStream(
    <AppFrame>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppFrame>,
    // A large part would come as a hidden block plus an inline script that moves it into place,
    // which the CSP forbids: the page is written in order, whole.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
