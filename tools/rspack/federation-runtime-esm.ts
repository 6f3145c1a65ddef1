import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { rspack, type RuleSetRule } from '@rspack/core';

const FEDERATION_CJS = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

function isModulePackage(file: string): boolean {
  let dir = dirname(file);
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).type === 'module';
}

/** The ES module twin of a federation runtime file: `x.mjs`, or `x.js` in a `"type": "module"` package. */
export function esmTwin(cjsFile: string): string | undefined {
  const mjs = cjsFile.replace(/\.cjs$/, '.mjs');
  if (existsSync(mjs)) return mjs;
  const js = cjsFile.replace(/\.cjs$/, '.js');
  return existsSync(js) && isModulePackage(js) ? js : undefined;
}

/**
 * Rspack and the federation plugin point at the runtime's CommonJS files (they locate it with `require.resolve`), and
 * CommonJS cannot be tree-shaken: every remote entry and the shell's main file carried the SDK's Node loaders and
 * manifest tooling. Their ES module twins, same version and code, let the build keep only what the browser runs.
 * The rule keeps Rspack from parsing a replaced file as CommonJS because its original name ends in `.cjs`.
 */
export function federationRuntimeAsEsm() {
  const rule: RuleSetRule = { test: FEDERATION_CJS, type: 'javascript/auto' };
  return { plugin: replaceWithEsmTwins(), rule };
}

function replaceWithEsmTwins() {
  return new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, (data) => {
    const created = (data as { createData?: { resource?: string } }).createData;
    if (created?.resource && FEDERATION_CJS.test(created.resource)) {
      created.resource = esmTwin(created.resource) ?? created.resource;
    } else if (FEDERATION_CJS.test(data.request)) {
      data.request = esmTwin(data.request) ?? data.request;
    }
  });
}
