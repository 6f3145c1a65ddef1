/**
 * Change keys (decision 071). A page a remote draws names the keys of the data it shows (`PageFragment.keys`); an
 * API answer that changed public data names the keys it changed in CHANGED_KEYS_HEADER. The shell's proxy drops the
 * kept pages that share a key with the answer, knowing neither what a key means nor which call made it.
 */
export const CHANGED_KEYS_HEADER = 'x-changed-keys';

/** A key: a lower-case name, optionally `:` and an id (`articles`, `project:2`). */
export const CHANGE_KEY = /^[a-z][a-z0-9-]{0,30}(?::[A-Za-z0-9_-]{1,40})?$/;

/** At most this many keys are read from one answer: a change that touches more names the wider key. */
export const MAX_CHANGED_KEYS = 20;

/** Every published article: the blog, each article page and the home page's newest nine. */
export const ARTICLES_KEY = 'articles';
/** Every project's page: a change whose project is not known (a webhook's refund, a monthly gift). */
export const PROJECTS_KEY = 'projects';
/** One project's page: its figures and its supporters. */
export const projectKey = (id: number): string => `project:${id}`;

/** The keys of a header value (`project:2, articles`): well-formed ones only, each once, at most MAX_CHANGED_KEYS. */
export function parseChangeKeys(value: string | readonly string[] | undefined): string[] {
  const text: string = typeof value === 'string' ? value : (value ?? []).join(',');
  const keys = text
    .split(',')
    .map((key) => key.trim())
    .filter((key) => CHANGE_KEY.test(key));
  return [...new Set(keys)].slice(0, MAX_CHANGED_KEYS);
}
