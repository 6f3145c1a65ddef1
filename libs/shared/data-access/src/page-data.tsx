import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ID, type PageData } from '@solar/shared-contracts';
import { createQueryClient } from './query-client';

/**
 * The API reads a page was drawn from (decision 053). On the server the remote's draw provides them through this
 * context; in the browser they come from the page's data block (`#page-data`), read once per document.
 */
export const PageDataContext = createContext<PageData | null>(null);

/** The block as read, until the first page has used it (and removed it); null while there is none. */
let documentSeed: PageData | null = null;

function readBlock(): PageData | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PageData>;
    return typeof data?.path === 'string' && typeof data.reads === 'object' && data.reads !== null
      ? (data as PageData)
      : null;
  } catch {
    return null;
  }
}

/** The block sent with this document, for the address it was drawn for only; a later page reads the API. */
function seedForHere(): PageData | null {
  documentSeed ??= readBlock();
  if (!documentSeed || typeof location === 'undefined') return null;
  return documentSeed.path === location.pathname ? documentSeed : null;
}

/** The first page has hydrated: later visits (client-side navigation) go to the API, which may have moved on. */
function useSeedUsed(consumes = true) {
  useEffect(() => {
    if (!consumes) return;
    document.getElementById(PAGE_DATA_ID)?.remove();
    documentSeed = null;
  }, [consumes]);
}

/** The reads the page is drawn from: the server's, or the document's block on its first page. */
export function usePageData(): PageData | null {
  const drawn = useContext(PageDataContext);
  return drawn ?? seedForHere();
}

/**
 * One read of the page's data block: `{ value }` (null for a 404 the server saw), or undefined when the page was
 * not drawn with it (a later visit, a page the browser drew): the caller then asks the API.
 */
export function usePageRead<T>(url: string): { value: T | null } | undefined {
  const data = usePageData();
  useSeedUsed();
  if (!data || !(url in data.reads)) return undefined;
  return { value: data.reads[url] as T | null };
}

/** A query client already holding the page's reads, keyed as the query functions ask for them (`[url]`). */
export function seededQueryClient(data: PageData | null): QueryClient {
  const client = createQueryClient();
  for (const [url, value] of Object.entries(data?.reads ?? {})) client.setQueryData([url], value);
  return client;
}

/**
 * A remote's query client for its pages, seeded with the reads the page was drawn from: the first render in the
 * browser shows exactly the server's HTML without a request, and later pages fetch through the same client.
 *
 * `consumesBlock`: once it has mounted, the block is used up (later pages read the API). A provider mounted above
 * the page's own Suspense boundary (around every page of a remote) must leave that to the page, whose lazy code may
 * hydrate after the provider's effects have run.
 */
export function PageQueryProvider({
  children,
  consumesBlock = true,
}: {
  children: ReactNode;
  consumesBlock?: boolean;
}) {
  const data = usePageData();
  const [client] = useState(() => seededQueryClient(data));
  useSeedUsed(consumesBlock);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
