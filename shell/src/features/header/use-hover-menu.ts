import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §2: a desktop group menu closes 300 ms after the pointer leaves it. */
export const MENU_CLOSE_DELAY_MS = 300;

export interface HoverMenu {
  /** The open group's id, or null. At most one group is open. */
  openId: string | null;
  /** Opens `id` now, closing any other group immediately. */
  open: (id: string) => void;
  /** Closes whatever is open, now. */
  close: () => void;
  /** Closes `id` after the delay unless the pointer comes back (see `cancelClose`). */
  scheduleClose: (id: string) => void;
  cancelClose: () => void;
}

/** Single-open state for hover menus, with a cancellable close delay. */
export function useHoverMenu(closeDelayMs = MENU_CLOSE_DELAY_MS): HoverMenu {
  const [openId, setOpenId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const open = useCallback(
    (id: string) => {
      cancelClose();
      setOpenId(id);
    },
    [cancelClose],
  );

  const close = useCallback(() => {
    cancelClose();
    setOpenId(null);
  }, [cancelClose]);

  const scheduleClose = useCallback(
    (id: string) => {
      cancelClose();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setOpenId((current) => (current === id ? null : current));
      }, closeDelayMs);
    },
    [cancelClose, closeDelayMs],
  );

  useEffect(() => cancelClose, [cancelClose]);

  return { openId, open, close, scheduleClose, cancelClose };
}
