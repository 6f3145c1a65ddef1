import type { PageQuery } from '@solar/shared-contracts';

/** A list URL with its paging and search parameters, leaving out the empty ones. */
export function pageUrl(path: string, query: PageQuery & Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
