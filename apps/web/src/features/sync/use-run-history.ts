import { useCallback, useEffect, useRef } from 'react';
import type { SyncRun, SyncRunList } from '@sheetwise/contracts';
import { useApiResource, type Resource } from '../../lib/use-api-resource';
import { pollRun } from './run-polling';

export interface RunHistory {
  list: Resource<SyncRunList>;
  /** Shows a run just started here (a rollback, a retry) at the top and follows it to its end. */
  follow: (run: SyncRun) => void;
}

/** A list of runs, newest first, that shows the runs started from it as they progress. */
export function useRunHistory(path: string): RunHistory {
  const list = useApiResource<SyncRunList>(path);
  const { update, refresh } = list;
  const leaving = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => {
      controller.abort();
    };
  }, []);

  const follow = useCallback(
    (run: SyncRun) => {
      const show = (next: SyncRun) => {
        update(({ runs, ...rest }) => ({
          ...rest,
          runs: runs.some((r) => r.id === next.id)
            ? runs.map((r) => (r.id === next.id ? next : r))
            : [next, ...runs],
        }));
      };
      show(run);
      void pollRun(run, show, leaving.current.signal).then(
        // Earlier runs change too (one that was rolled back can no longer be): ask again.
        (finished) => {
          if (finished) refresh();
        },
        () => {
          refresh();
        },
      );
    },
    [update, refresh],
  );

  return { list, follow };
}
