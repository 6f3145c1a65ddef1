import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  action?: ToastAction;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; 5000 by default. `Infinity` keeps it until dismissed. */
  duration?: number;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

export interface ToastApi {
  /** Shows a toast, replacing any toast already on screen. */
  toast: (options: ToastOptions) => ToastHandle;
  /** Closes the toast with this id, or whatever toast is showing when no id is given. */
  dismiss: (id?: string) => void;
}

export const TOAST_DEFAULT_DURATION_MS = 5000;

export const ToastContext = createContext<ToastApi | null>(null);

let warned = false;
const detached: ToastApi = {
  toast: (options) => {
    if (!warned) {
      warned = true;
      console.warn(`useToast(): no <ToastProvider> above this component; toast "${options.title}" was not shown.`);
    }
    return { id: '', dismiss: () => undefined };
  },
  dismiss: () => undefined,
};

/** The toast API of the nearest ToastProvider (the shell mounts one for every remote). */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? detached;
}
