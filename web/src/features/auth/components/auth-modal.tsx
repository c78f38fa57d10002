import './auth-modal.css';

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

import { useSession } from '../hooks/use-session';
import { type AuthMode, OPEN_AUTH_MODAL_EVENT, requestedMode } from '../open-auth-modal';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

const TITLES: Record<AuthMode, string> = {
  login: 'Sign in to your account',
  register: 'Create your account',
};

/**
 * Spec §2 auth modal: opened by the openAuthModal window event, closed by the close button, Escape or a
 * click on the backdrop. Focus stays inside while it is open and returns where it was afterwards.
 */
export function AuthModal() {
  const [mode, setMode] = useState<AuthMode | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const { status } = useSession();
  const isSignedIn = status === 'signed-in';

  useEffect(() => {
    // Someone signed in has nothing to do here (e.g. a stale 'Please log in' button).
    if (isSignedIn) return;
    const open = (event: Event) => {
      if (!dialogRef.current) returnFocusTo.current = document.activeElement as HTMLElement | null;
      setMode(requestedMode(event));
    };
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, open);
    return () => window.removeEventListener(OPEN_AUTH_MODAL_EVENT, open);
  }, [isSignedIn]);

  // Each mode starts on its first field.
  useEffect(() => {
    if (mode) dialogRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [mode]);

  // The page behind stays still while the dialog is open.
  const isOpen = mode !== null;
  useEffect(() => {
    if (!isOpen) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [isOpen]);

  if (!mode) return null;

  const close = () => {
    setMode(null);
    returnFocusTo.current?.focus();
  };

  const keepFocusInside = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div
      className="auth-modal__backdrop"
      data-testid="auth-modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={dialogRef}
        className="auth-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={keepFocusInside}
      >
        <div className="auth-modal__header">
          <h2 id={titleId} className="auth-modal__title">
            {TITLES[mode]}
          </h2>
          <button type="button" className="auth-modal__close" aria-label="Close" onClick={close}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        {mode === 'login' ? (
          <LoginForm key="login" onSignedIn={close} onSwitchToRegister={() => setMode('register')} />
        ) : (
          <RegisterForm key="register" onSignedIn={close} onSwitchToLogin={() => setMode('login')} />
        )}
      </div>
    </div>
  );
}
