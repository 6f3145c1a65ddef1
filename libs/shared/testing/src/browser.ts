import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium, headless, with nothing that would reach beyond this machine: the browser tests' and the
 * proofs' one way to start it. Kept out of the package's index so unit tests never load playwright-core.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
