/** Spec §2: any part of the app opens the auth modal with this window event and an optional mode. */
export const OPEN_AUTH_MODAL_EVENT = 'openAuthModal';

export type AuthMode = 'login' | 'register';

export function openAuthModal(mode?: AuthMode): void {
  window.dispatchEvent(new CustomEvent(OPEN_AUTH_MODAL_EVENT, { detail: { mode } }));
}

/** The mode an event asks for: `{ mode }` or a bare string as detail; login otherwise. */
export function requestedMode(event: Event): AuthMode {
  const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
  const mode = typeof detail === 'string' ? detail : (detail as { mode?: unknown } | null)?.mode;
  return mode === 'register' ? 'register' : 'login';
}
