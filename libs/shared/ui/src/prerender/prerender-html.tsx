import type { ReactNode } from 'react';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { SolarThemeProvider } from '../theme/solar-theme-provider';
import { theme } from '../theme/tokens';
import { ToastProvider } from '../toast/toast-provider';
import { collectedStyles, collectingCache } from './collect-styles';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `frame`: the providers as the shell mounts them, with their own markup (global styles, the notifications region).
 * `page`: only the contexts a remote's page reads, for HTML that goes inside the shell's frame and hydrates there.
 */
export type PrerenderScope = 'frame' | 'page';

function Providers({ scope, children }: { scope: PrerenderScope; children: ReactNode }) {
  if (scope === 'page') {
    return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  }
  return (
    <SolarThemeProvider>
      <ToastProvider>{children}</ToastProvider>
    </SolarThemeProvider>
  );
}

/**
 * The HTML of `element` once every lazy part of it has loaded, inside the providers of `scope`.
 * The styles it uses come first, one `<style>` per Emotion name, for the shell's server to move into the head
 * (a `<style>` in the body is invalid HTML); the browser's Emotion adopts them there instead of inserting them again.
 */
export async function prerenderHtml(element: ReactNode, scope: PrerenderScope = 'frame'): Promise<string> {
  // React reports a render error here and leaves that part to the browser; a page with one is not sent at all.
  const errors: unknown[] = [];
  const cache = collectingCache();
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <Providers scope={scope}>{element}</Providers>
    </CacheProvider>,
    { onError: (error) => void errors.push(error) },
  );
  const html = await readAll(prelude);
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return collectedStyles(cache, html) + html;
}
