import { TRANSACTION_SORT_COLUMNS, type TransactionSortColumn } from '@sheetwise/contracts';

/** The sheet's filters as the address holds them, so a filtered view can be linked and reloaded. */
export interface SheetFilters {
  file: string;
  from: string;
  to: string;
  category: string;
  merchant: string;
  direction: '' | 'in' | 'out';
  min: string;
  max: string;
  q: string;
  sort: TransactionSortColumn;
  order: 'asc' | 'desc';
}

const TEXT_KEYS = ['from', 'to', 'category', 'merchant', 'min', 'max', 'q'] as const;

/** Reads the filters from the page's query string; anything unknown is left out. */
export function filtersFromSearch(search: string, defaultFile: string): SheetFilters {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') as TransactionSortColumn | null;
  const direction = params.get('direction');
  const filters: SheetFilters = {
    file: params.get('file') || defaultFile,
    from: '',
    to: '',
    category: '',
    merchant: '',
    direction: direction === 'in' || direction === 'out' ? direction : '',
    min: '',
    max: '',
    q: '',
    sort: sort && TRANSACTION_SORT_COLUMNS.includes(sort) ? sort : 'date',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
  for (const key of TEXT_KEYS) filters[key] = params.get(key) ?? '';
  return filters;
}

/** The query string of the filters: only what is set, in a fixed order. */
export function filtersQuery(filters: SheetFilters): string {
  const params = new URLSearchParams({ file: filters.file });
  for (const key of TEXT_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (filters.direction) params.set('direction', filters.direction);
  if (filters.sort !== 'date') params.set('sort', filters.sort);
  if (filters.order !== 'asc') params.set('order', filters.order);
  return params.toString();
}

/** Whether any filter narrows the rows (sorting does not). */
export function isFiltered(filters: SheetFilters): boolean {
  return TEXT_KEYS.some((key) => filters[key].trim() !== '') || filters.direction !== '';
}

/** The filters with none set: the whole statement, in the order chosen. */
export function withoutFilters(filters: SheetFilters): SheetFilters {
  return { ...filtersFromSearch('', filters.file), sort: filters.sort, order: filters.order };
}
