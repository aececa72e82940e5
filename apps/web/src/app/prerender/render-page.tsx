import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { AppFrame } from '../App';
import { AppRoutes } from '../AppRoutes';
import { publicScreenReady } from '../public-screens';

/**
 * A public page as HTML, rendered at build time from the very tree the browser hydrates (decision
 * 029): the same providers and routes, at `path`, logged out, light theme. The async renderer waits for
 * the lazy screens, so the page is written whole, in order (the CSP forbids the inline scripts that
 * would move late parts into place).
 */
export async function renderPage(path: string): Promise<string> {
  // With the screen's code here nothing suspends, so the page is written in one pass, as the browser
  // takes it over (decision 033): the ids `useId` gives come out the same on both sides.
  const code = publicScreenReady(path);
  if (!code) throw new Error(`prerender: ${path} não está em app/public-screens.ts`);
  await code;
  // The app's JSX is typed with React's types and built with Preact's (decision 033).
  const tree = (
    <AppFrame>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppFrame>
  ) as unknown as VNode;
  return renderToStringAsync(tree);
}
