import type { SheetTransaction, TransactionPage, TransactionSummary } from '@sheetwise/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';

/** Rows asked for at a time: a screenful or two, so scrolling far asks only for what is seen. */
export const BLOCK_ROWS = 100;

export type SummaryState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; summary: TransactionSummary };

export interface SheetRows {
  summary: SummaryState;
  /** The row at an index of the filtered, sorted sheet, or undefined while its block loads. */
  rowAt: (index: number) => SheetTransaction | undefined;
  /** Asks for the blocks that hold rows `first` to `last`, each once. */
  load: (first: number, last: number) => void;
  /** Asks for everything again, keeping what is shown until it arrives (after a correction). */
  refresh: () => void;
  retry: () => void;
}

/**
 * The sheet's rows, a block at a time, for the query string of its filters. The summary (count,
 * totals, categories) is asked for once per filters; blocks as the table scrolls to them. An
 * answer for filters no longer shown is dropped.
 */
export function useSheetRows(query: string): SheetRows {
  const [summary, setSummary] = useState<SummaryState>({ status: 'loading' });
  const [blocks, setBlocks] = useState<ReadonlyMap<number, SheetTransaction[]>>(new Map());
  const [attempt, setAttempt] = useState(0);
  const asked = useRef(new Set<number>());
  const generation = useRef(0);
  const shownQuery = useRef(query);

  useEffect(() => {
    generation.current += 1;
    const current = generation.current;
    asked.current = new Set();
    // Other filters start afresh; a refresh keeps the rows on screen (and the focus in them)
    // while each block is asked for again and replaced.
    const otherFilters = shownQuery.current !== query;
    shownQuery.current = query;
    apiRequest<TransactionSummary>('GET', `/api/transactions/summary?${query}`).then(
      (data) => {
        if (current !== generation.current) return;
        if (otherFilters) setBlocks(new Map());
        setSummary({ status: 'ready', summary: data });
      },
      (error: unknown) => {
        if (current === generation.current)
          setSummary({ status: 'error', message: errorMessage(error, 'Please try again.') });
      },
    );
  }, [query, attempt]);

  const load = useCallback(
    (first: number, last: number) => {
      const current = generation.current;
      for (let block = Math.floor(first / BLOCK_ROWS); block <= last / BLOCK_ROWS; block += 1) {
        if (asked.current.has(block)) continue;
        asked.current.add(block);
        const path = `/api/transactions?${query}&offset=${block * BLOCK_ROWS}&limit=${BLOCK_ROWS}`;
        apiRequest<TransactionPage>('GET', path).then(
          (page) => {
            if (current !== generation.current) return;
            setBlocks((previous) => new Map(previous).set(block, page.rows));
          },
          () => {
            // Asked again when the row next comes into view.
            if (current === generation.current) asked.current.delete(block);
          },
        );
      }
    },
    [query],
  );

  const rowAt = useCallback(
    (index: number) => blocks.get(Math.floor(index / BLOCK_ROWS))?.[index % BLOCK_ROWS],
    [blocks],
  );

  return {
    summary,
    rowAt,
    load,
    refresh: useCallback(() => {
      setAttempt((n) => n + 1);
    }, []),
    retry: useCallback(() => {
      setSummary({ status: 'loading' });
      setAttempt((n) => n + 1);
    }, []),
  };
}
