import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { browserAppConfig } from '../tools/rspack/browser-app';
import { nodeAppConfig } from '../tools/rspack/node-app';
import { pageScriptConfig } from '../tools/rspack/page-script';
import { prerenderConfig } from '../tools/rspack/prerender-app';
import { CHARITY_NAME } from '../libs/shared/contracts/src/charity';

/** The picture link previews and structured data show (og:image), served by the site itself at a stable address. */
const socialCard = new rspack.CopyRspackPlugin({
  patterns: [
    { from: join(__dirname, 'src/assets/social-card.jpg'), to: 'social-card.jpg' },
    // The installable icons the web app manifest and the page head name (tools/scripts/make-app-icons.mjs).
    { from: join(__dirname, 'src/assets/icons'), to: 'icons' },
  ],
});

function withSocialCard(config: ReturnType<typeof browserAppConfig>) {
  return { ...config, plugins: [...(config.plugins ?? []), socialCard] };
}

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => [
  withSocialCard(
    browserAppConfig({
      project: 'shell',
      federationName: 'shell',
      projectRoot: __dirname,
      mode: argv.mode ?? 'production',
      role: {
        kind: 'host',
        favicon: join(__dirname, 'src/assets/favicon.svg'),
        // The page's <title> before a route names itself; the server reads the name back from it (page-html.ts).
        htmlParameters: { charityName: CHARITY_NAME },
      },
    }),
  ),
  nodeAppConfig({
    name: 'shell-server',
    project: 'shell',
    projectRoot: __dirname,
    entry: './server/main.ts',
    outputDir: 'shell/server',
    selfContained: true,
  }),
  prerenderConfig({ project: 'shell', projectRoot: __dirname, entry: './src/app/prerender.tsx' }),
  pageScriptConfig({
    project: 'shell',
    projectRoot: __dirname,
    entry: './src/after-paint/load-after-paint.ts',
    fileName: 'load-after-paint',
    after: 'shell-browser',
  }),
];
