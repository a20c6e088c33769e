import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from './api';
import { errorMessage } from './error-message';

export type ResourceState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

export interface Resource<T> {
  state: ResourceState<T>;
  /** Shows the loading state again and asks anew: the Retry button after a failure. */
  retry: () => void;
  /** Asks anew but keeps showing what is there until the answer arrives. */
  refresh: () => void;
  /** Applies a change the server has confirmed, without asking again. */
  update: (change: (data: T) => T) => void;
}

const FALLBACK_MESSAGE = 'Please try again in a moment.';

/** One GET from the API with loading, error and retry states. */
export function useApiResource<T>(path: string): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    apiRequest<T>('GET', path).then(
      (data) => {
        if (!cancelled) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!cancelled)
          setState({ status: 'error', message: errorMessage(error, FALLBACK_MESSAGE) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [path, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const refresh = useCallback(() => {
    setAttempt((n) => n + 1);
  }, []);
  const update = useCallback((change: (data: T) => T) => {
    setState((current) =>
      current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current,
    );
  }, []);

  return { state, retry, refresh, update };
}
