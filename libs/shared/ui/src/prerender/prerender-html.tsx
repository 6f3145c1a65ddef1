import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { SolarThemeProvider } from '../theme/solar-theme-provider';
import { ToastProvider } from '../toast/toast-provider';
import { TooltipProvider } from '../tooltip/tooltip-provider';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The HTML of `element` once every lazy part of it has loaded, inside the providers the shell gives every page.
 * Emotion writes each style as an inline <style> beside the markup that uses it, so the HTML paints as the live
 * page does without any script; the client's Emotion later moves those styles into the head.
 */
export async function prerenderHtml(element: ReactNode): Promise<string> {
  // React reports a render error here and leaves that part to the browser; a page with one is not sent at all.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <SolarThemeProvider>
      <TooltipProvider>
        <ToastProvider>{element}</ToastProvider>
      </TooltipProvider>
    </SolarThemeProvider>,
    { onError: (error) => void errors.push(error) },
  );
  const html = await readAll(prelude);
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return html;
}
