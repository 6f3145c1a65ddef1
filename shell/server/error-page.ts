import {
  CHARITY_NAME,
  OFFICE_PHONE,
  OFFICE_PHONE_HREF,
  PRERENDER_ORIGIN_PLACEHOLDER,
  SUPPORT_EMAIL,
} from '@solar/shared-contracts';
import { PRERENDER_SLOT } from '../src/app/prerender-frames';
import { escapeHtml } from './markup/escape';
import { hoistToHead } from './page-head';

export type ErrorStatus = 500 | 502 | 503;

const MESSAGES: Record<ErrorStatus, { title: string; lead: string }> = {
  500: {
    title: 'Something went wrong on our side',
    lead: 'We could not put this page together. The problem is ours, not yours, and it has been logged.',
  },
  502: {
    title: 'This page is temporarily unavailable',
    lead: 'Part of the site that draws this page answered with something we could not use. Please try again shortly.',
  },
  503: {
    title: 'This page is temporarily unavailable',
    lead: 'Part of the site that draws this page is not answering just now. Please try again in a few minutes.',
  },
};

/** Stands in for the shell's header when no prerendered frame exists (development, or a build without one). */
const PLAIN_HEADER = `<header class="plain-header"><a href="/">${escapeHtml(CHARITY_NAME)}</a></header><main id="main-content">${PRERENDER_SLOT}</main>`;

const STYLES =
  'body{margin:0;font-family:system-ui,sans-serif;color:#1c2a33}' +
  '.error-page{max-width:40rem;margin:0 auto;padding:2.5rem 1rem}' +
  '.error-page a{color:#14532d}' +
  '.plain-header{padding:1rem;background:#14532d}.plain-header a{color:#fff;font-weight:700}';

function content(status: ErrorStatus): string {
  const { title, lead } = MESSAGES[status];
  return (
    `<div class="error-page"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(lead)}</p>` +
    `<p><a href="/">Go to the home page</a></p>` +
    `<h2>Contact us</h2><p>Email <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> ` +
    `or call <a href="${OFFICE_PHONE_HREF}">${escapeHtml(OFFICE_PHONE)}</a>.</p>` +
    `<p>Error ${status}</p></div>`
  );
}

/**
 * The site's own page for a failure: the shell's prerendered frame (header, footer) around a message, a way home
 * and the charity's contact details. It is a whole document of its own and loads no script, so it needs neither
 * the page template nor a working remote, and it says nothing about the cause (no stack, no internal address).
 */
export function errorPageHtml(status: ErrorStatus, frame: string | null): string {
  const framed = frame?.includes(PRERENDER_SLOT) ? frame : PLAIN_HEADER;
  const body = framed
    .split(PRERENDER_ORIGIN_PLACEHOLDER)
    .join('')
    .replace(PRERENDER_SLOT, () => content(status));
  const { headHtml, markup } = hoistToHead(body.replace(/<script\b[\s\S]*?<\/script>/gi, ''));
  const title = `${MESSAGES[status].title} | ${CHARITY_NAME}`;
  return (
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex">` +
    '<link rel="icon" href="/favicon.svg"><link rel="manifest" href="/manifest.webmanifest">' +
    `<style>${STYLES}</style>${headHtml}</head><body><div id="root">${markup}</div></body></html>`
  );
}
