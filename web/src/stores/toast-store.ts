import { create } from 'zustand';
import { LIMITS } from '@xmates/domain';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface ToastAction {
  label: string;
  onClick: () => void | Promise<void>;
}

export interface Toast {
  id: string;
  severity: ToastSeverity;
  message: string;
  /** Persistent toasts stay until dismissed in code or by the user. */
  persistent?: boolean;
  /** Whether the user may close it; defaults to true for ordinary toasts, false for persistent. */
  dismissible?: boolean;
  action?: ToastAction;
}

/**
 * How long a toast stays before it closes by itself, or null when it stays until dismissed:
 * the toast area's notices LIMITS.toastMs, errors and prompts with an action LIMITS.toastLongMs.
 * Hovering or focusing a toast holds it (toast-item.tsx).
 */
export function toastDurationMs(toast: Pick<Toast, 'persistent' | 'severity' | 'action'>) {
  if (toast.persistent) return null;
  return toast.severity === 'error' || toast.action ? LIMITS.toastLongMs : LIMITS.toastMs;
}

interface ToastState {
  toasts: Toast[];
  show: (toast: Omit<Toast, 'id'> & { id?: string }) => string;
  dismiss: (id: string) => void;
}

let nextId = 0;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: (toast) => {
    nextId += 1;
    const id = toast.id ?? `toast-${nextId}`;
    // Showing a toast with an existing id replaces it instead of stacking a duplicate.
    set((s) => ({ toasts: [...s.toasts.filter((t) => t.id !== id), { ...toast, id }] }));
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

/** Shorthands usable outside React (event handlers, async flows). */
export const toast = {
  success: (message: string) => useToastStore.getState().show({ severity: 'success', message }),
  info: (message: string) => useToastStore.getState().show({ severity: 'info', message }),
  warning: (message: string) => useToastStore.getState().show({ severity: 'warning', message }),
  error: (message: string) => useToastStore.getState().show({ severity: 'error', message }),
};
