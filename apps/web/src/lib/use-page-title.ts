import { useEffect } from 'react';

const PRODUCT = 'Sheetwise';

/** Sets the document title for the current page, as "Page · Sheetwise". */
export function usePageTitle(page: string | null): void {
  useEffect(() => {
    document.title = page
      ? `${page} · ${PRODUCT}`
      : `${PRODUCT} — spreadsheets in sync, statements explained`;
  }, [page]);
}
