/** A list address's parameters: paging, search and filters; empty and undefined ones are left out. */
export type ListQueryParams = Readonly<Record<string, string | number | undefined>>;

/**
 * `path?name=value&…` with the empty and undefined values left out, as the API's list and export endpoints expect:
 * every staff list and its CSV download build their address with this one function. Its own entry,
 * `@solar/shared-routing/list-url`, is bundled into each app rather than shared at run time, so a remote that uses it
 * does not wait for the shell's copy of the router entry to carry it (decision 080).
 */
export function listUrl(path: string, params: ListQueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
