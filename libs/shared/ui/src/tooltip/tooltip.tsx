import type { ReactNode } from 'react';
export function TooltipProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
