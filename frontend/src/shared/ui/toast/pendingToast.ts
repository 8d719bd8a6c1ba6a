import { STORAGE_KEYS } from '../../config';
import type { ToastMessage } from './toastContext';

/** A stashed toast older than this belongs to some other visit and is dropped. */
const MAX_AGE_MS = 10_000;

export function stashToast(message: ToastMessage): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.pendingToast, JSON.stringify({ message, savedAt: Date.now() }));
  } catch {
    // Storage can be unavailable (private mode, quota): the toast then simply does not survive a reload.
  }
}

export function takeStashedToast(): ToastMessage | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.pendingToast);
    if (!raw) return null;
    sessionStorage.removeItem(STORAGE_KEYS.pendingToast);
    const { message, savedAt } = JSON.parse(raw) as { message: ToastMessage; savedAt: number };
    return Date.now() - savedAt <= MAX_AGE_MS && typeof message?.title === 'string' ? message : null;
  } catch {
    return null;
  }
}
