import { createHash } from 'node:crypto';

/** What identifies a build: its version and the moment it was built (the build's version.json). */
export type BuildIdentity = { version: string; builtAt?: string };

export const buildIdOf = ({ version, builtAt }: BuildIdentity): string => `${version}@${builtAt ?? ''}`;

/**
 * The name of a build's own copy of its remote entry, `remoteEntry.<hash>.js`: the browser build writes it beside
 * `remoteEntry.js` (and keeps it with the build's other hashed files, decision 030), and the remote's server names
 * it in each page it draws, so a page loads the code of the build that drew it (decision 053).
 */
export function pinnedEntryFile(build: BuildIdentity): string {
  return `remoteEntry.${createHash('sha256').update(buildIdOf(build)).digest('hex').slice(0, 10)}.js`;
}
