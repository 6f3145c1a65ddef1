// @ts-check
/**
 * Runs a project's prerender bundle (tools/rspack/prerender-app.ts) and writes each page's HTML to
 * dist/<project>/browser/prerender/<key>.html, where the project's server publishes it.
 * Usage: node tools/prerender/run.cjs <project>
 */
const { mkdirSync, rmSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const workspaceRoot = join(__dirname, '..', '..');

async function main() {
  const project = process.argv[2];
  if (!project) throw new Error('usage: node tools/prerender/run.cjs <project>');
  const bundle = require(join(workspaceRoot, 'dist', project, 'render', 'prerender.js'));
  /** @type {Record<string, string>} */
  const pages = await bundle.prerenderPages();
  const dir = join(workspaceRoot, 'dist', project, 'browser', 'prerender');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [key, html] of Object.entries(pages)) writeFileSync(join(dir, `${key}.html`), html);
  console.log(`${project}: prerendered ${Object.keys(pages).length} pages into ${dir}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
