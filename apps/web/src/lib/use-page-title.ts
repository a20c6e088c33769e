import { useEffect } from 'react';
import { PRODUCT_NAME } from './product';

/** Sets the document title for the current page, as "Page · Sheetwise". */
export function usePageTitle(page: string | null): void {
  useEffect(() => {
    document.title = page
      ? `${page} · ${PRODUCT_NAME}`
      : `${PRODUCT_NAME} — spreadsheets in sync, statements explained`;
  }, [page]);
}
