import { msUntilNextIndiaDay, startOfIndiaDay } from '@app/shared';
import { useEffect, useState } from 'react';

/** Midnight today in India (ISO), moving on by itself at each next midnight while the page stays open. */
export function useIndiaDayStart(): string {
  const [start, setStart] = useState(() => startOfIndiaDay(new Date()).toISOString());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      // A second past midnight, so the clock has surely turned.
      timer = setTimeout(() => {
        setStart(startOfIndiaDay(new Date()).toISOString());
        arm();
      }, msUntilNextIndiaDay(new Date()) + 1000);
    };
    arm();
    return () => clearTimeout(timer);
  }, []);
  return start;
}
