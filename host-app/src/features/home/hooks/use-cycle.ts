import { useEffect, useState } from 'react';

/** An index that moves to the next of `count` items every `intervalMs` while `running`, wrapping around. */
export function useCycle(count: number, intervalMs: number, running: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!running || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, running]);
  return index;
}
