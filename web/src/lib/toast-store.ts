export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l());

/** Shows a toast for a few seconds; destructive toasts stay a little longer. */
export function toast(input: Omit<Toast, 'id'>): number {
  const id = nextId++;
  toasts = [...toasts, { id, ...input }].slice(-3);
  emit();
  setTimeout(() => dismissToast(id), input.variant === 'destructive' ? 7000 : 4000);
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => toasts,
};
