import type { RuleSetUseItem } from '@rspack/core';

/** One SWC setup for browser and Node bundles: TypeScript, legacy decorators with metadata, Emotion JSX. */
export function swcLoader(options: { jsx: boolean; development: boolean }): RuleSetUseItem {
  return {
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: options.jsx, decorators: true },
        transform: {
          legacyDecorator: true,
          decoratorMetadata: true,
          react: { runtime: 'automatic', importSource: '@emotion/react', development: options.development },
        },
        target: 'es2022',
      },
    },
  };
}
