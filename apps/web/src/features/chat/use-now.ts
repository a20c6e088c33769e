import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The current time, renewed every minute, so 'Xm ago' stays true while the page is open. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, MINUTE_MS);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return now;
}
