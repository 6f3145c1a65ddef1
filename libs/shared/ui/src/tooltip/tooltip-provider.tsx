import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

interface TooltipTiming {
  delayDuration: number;
  /** True while a tooltip has just closed: the next one opens without waiting. */
  isInSkipWindow: () => boolean;
  onTooltipOpen: () => void;
  onTooltipClose: () => void;
}

function useTiming(delayDuration: number, skipDelayDuration: number): TooltipTiming {
  const skipping = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const onTooltipOpen = useCallback(() => {
    clearTimeout(timer.current);
    skipping.current = false;
  }, []);

  const onTooltipClose = useCallback(() => {
    clearTimeout(timer.current);
    skipping.current = true;
    timer.current = setTimeout(() => {
      skipping.current = false;
    }, skipDelayDuration);
  }, [skipDelayDuration]);

  const isInSkipWindow = useCallback(() => skipping.current, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useMemo(
    () => ({ delayDuration, isInSkipWindow, onTooltipOpen, onTooltipClose }),
    [delayDuration, isInSkipWindow, onTooltipOpen, onTooltipClose],
  );
}

const TooltipContext = createContext<TooltipTiming | null>(null);

interface TooltipProviderProps {
  children: ReactNode;
  /** Hover time before a tooltip opens. */
  delayDuration?: number;
  /** After a tooltip closes, others open instantly for this long. */
  skipDelayDuration?: number;
}

/** Shares open delays between tooltips. Mounted once by the shell. */
export function TooltipProvider({
  children,
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
}: TooltipProviderProps) {
  const timing = useTiming(delayDuration, skipDelayDuration);
  return <TooltipContext.Provider value={timing}>{children}</TooltipContext.Provider>;
}

/** A remote rendered without the shell still gets tooltips with default timing, though without a shared skip window. */
export function useTooltipTiming(): TooltipTiming {
  const shared = useContext(TooltipContext);
  const local = useTiming(TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS);
  return shared ?? local;
}
