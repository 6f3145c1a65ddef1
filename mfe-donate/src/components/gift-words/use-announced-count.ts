import { useEffect, useState } from 'react';

/** Announce only near the limit: below this many characters left, or over. */
export const ANNOUNCE_BELOW = 40;
const PAUSE_MS = 900;

/**
 * What a polite live region says about the characters left: nothing while plenty are left, and near the limit only
 * once the donor pauses typing, so a screen reader is not interrupted at every key.
 */
export function useAnnouncedCount(left: number): string {
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (left > ANNOUNCE_BELOW) {
      setAnnounced('');
      return;
    }
    const timer = setTimeout(() => setAnnounced(countText(left)), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [left]);
  return announced;
}

export function countText(left: number): string {
  if (left < 0) return `${-left} ${-left === 1 ? 'character' : 'characters'} too many`;
  return `${left} ${left === 1 ? 'character' : 'characters'} left`;
}
