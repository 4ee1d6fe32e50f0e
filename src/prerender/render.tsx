/**
 * Build-time pre-rendering of the public pages (issue 11): the same React components as the app
 * (providers, shell, route table, page) rendered in node once the lazy page has loaded
 * (react-dom/static waits for it), with the styles emotion computed for them. webpack.config.ts
 * bundles this file for node after each production build and writes the result into
 * dist/<page>.html; the server answers /login with dist/login.html, and src/main.tsx hydrates
 * it. The page paints with its styles before any JavaScript runs.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StaticRouter } from 'react-router-dom';
import { ShellErrorBoundary } from '../components/ShellErrorBoundary';
import { AppProviders, AppRoutes } from '../app/App';
import { routes } from '../app/routes';
import { makeStore } from '../app/store';
import type { RootState } from '../app/store';
import { initialAuthState } from '../session/slice';
import { PRODUCT_NAME } from '../texts';

/** The pages pre-rendered at build time: public, and the same for every visitor. */
export const PRERENDERED_PATHS = ['/login', '/forgot_password'] as const;

export interface PrerenderedPage {
  path: string;
  /** The markup for #root. */
  html: string;
  /** emotion's style tag for <head>: the client's emotion cache adopts it (its ids are marked inserted). */
  styleTag: string;
  title: string;
}

async function text(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(typeof part === 'string' ? Buffer.from(part) : Buffer.from(part));
  return Buffer.concat(parts).toString('utf8');
}

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const def = routes.find((route) => route.path === path);
  if (!def || def.access !== 'public') throw new Error(`prerender: ${path} is not a public route of the route table`);
  // compat: styles are collected in cache.inserted rather than written inline beside each element.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const store = makeStore({ auth: { ...initialAuthState } } as Partial<RootState>, { sagas: false });
  const { prelude } = await prerenderToNodeStream(
    <ShellErrorBoundary>
      <CacheProvider value={cache}>
        <AppProviders store={store}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </ShellErrorBoundary>,
  );
  const html = await text(prelude as unknown as AsyncIterable<Uint8Array | string>);
  const inserted = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const styleTag = `<style data-emotion="css ${inserted.map(([id]) => id).join(' ')}">${inserted.map(([, css]) => css).join('')}</style>`;
  return { path, html, styleTag, title: `${def.title} | ${PRODUCT_NAME}` };
}
