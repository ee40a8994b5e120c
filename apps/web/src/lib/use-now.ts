import { useEffect, useState } from 'react';

/**
 * Now, in epoch milliseconds, moved on every `everyMs`: what a countdown or an "8 min ago" reads,
 * so it stays true between the server's updates.
 */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
