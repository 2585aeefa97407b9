/**
 * A suspended seller's account, as the server last said: its 401 carries the reason (code
 * 'account_suspended'). The notice is kept on the device, so the app shows the suspension at
 * every start, offline too, instead of a sign-in screen that cannot work. Signing in again (once
 * an admin restored the account) forgets it. Nothing here touches drafts, photos or waiting
 * changes: those stay on the device.
 */
import { useSyncExternalStore } from 'react';
import { ACCOUNT_SUSPENDED_CODE } from '@/domain/schemas/moderation-values';
import { onUnauthorized } from '@/app/api/client';
import { getCurrentUser, onSessionChange } from '@/app/local/session';

const KEY = 'accountSuspension';

export interface SuspensionNotice {
  message: string;
  reason: string;
  /** The suspended account's phone, when the device knew it. */
  phone?: string;
  /** When the device learnt of it (ISO). */
  at: string;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached: SuspensionNotice | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function getSuspension(): SuspensionNotice | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cached = raw ? (JSON.parse(raw) as SuspensionNotice) : null;
    } catch {
      cached = null;
    }
  }
  return cached;
}

function write(notice: SuspensionNotice | null): void {
  try {
    if (notice) localStorage.setItem(KEY, JSON.stringify(notice));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, full): the screen still shows until the page is reloaded.
    cachedRaw = notice ? JSON.stringify(notice) : null;
    cached = notice;
  }
  listeners.forEach((listener) => listener());
}

/**
 * The server's suspended answer (the domain's accountSuspendedSchema, checked by hand: zod stays
 * out of the app's first load; tests/app/account/suspension-answer.test.ts holds the two to one
 * verdict).
 */
export function accountSuspendedOf(body: unknown): { message: string; reason: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, message, reason } = body as Record<string, unknown>;
  if (code !== ACCOUNT_SUSPENDED_CODE) return null;
  if (typeof message !== 'string' || typeof reason !== 'string') return null;
  return { message, reason };
}

/** Keeps the notice when `body` is the server's suspended answer; says whether it was. */
export function noteSuspension(body: unknown): boolean {
  const suspended = accountSuspendedOf(body);
  if (!suspended) return false;
  const phone = getCurrentUser()?.phone;
  write({
    message: suspended.message,
    reason: suspended.reason,
    ...(phone ? { phone } : {}),
    at: new Date().toISOString(),
  });
  return true;
}

export function clearSuspension(): void {
  if (getSuspension()) write(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The suspension the device knows of, or null. */
export function useSuspension(): SuspensionNotice | null {
  return useSyncExternalStore(subscribe, getSuspension, () => null);
}

let watching = false;

/**
 * Listens for the suspended answer (before the session ends on the same 401, so the screen that
 * follows already knows why) and forgets it when someone signs in.
 */
export function watchSuspension(): void {
  if (watching) return;
  watching = true;
  onUnauthorized((body) => void noteSuspension(body));
  onSessionChange((user) => {
    if (user) clearSuspension();
  });
}
