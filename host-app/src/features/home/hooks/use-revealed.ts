import { type RefObject, useEffect, useState } from 'react';

/**
 * Becomes true (and stays true) once `fraction` of the element is in view. Without IntersectionObserver,
 * or when `immediately`, it is true from the start.
 */
export function useRevealed(ref: RefObject<Element | null>, fraction: number, immediately: boolean): boolean {
  const [revealed, setRevealed] = useState(immediately || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (revealed) return;
    if (immediately) {
      setRevealed(true);
      return;
    }
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold: fraction },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fraction, immediately, revealed]);
  return revealed;
}
