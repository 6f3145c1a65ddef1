import { useEffect } from 'react';
import { CHARITY_NAME } from '@solar/shared-contracts';

/** Sets the tab title as "<page> | <charity name>" (or the name alone). */
export function useDocumentTitle(pageTitle: string | undefined) {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${CHARITY_NAME}` : CHARITY_NAME;
  }, [pageTitle]);
}
