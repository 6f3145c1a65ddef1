import { useEffect } from 'react';

export const SITE_NAME = 'From Sun to Sanctuary';

/** Sets the tab title as "<page> | From Sun to Sanctuary" (or the site name alone). */
export function useDocumentTitle(pageTitle: string | undefined) {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${SITE_NAME}` : SITE_NAME;
  }, [pageTitle]);
}
