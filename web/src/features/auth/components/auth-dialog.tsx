import './auth-modal.css';

import { type KeyboardEvent, useId, useRef } from 'react';

import { onModalKeyDown } from '../../../components/ui/modal-keys';
import { useDialogFocus } from '../../../components/ui/use-dialog-focus';
import type { AuthMode } from '../open-auth-modal';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const TITLES: Record<AuthMode, string> = {
  login: 'Sign in to your account',
  register: 'Create your account',
};

export interface AuthDialogProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
}

/**
 * The auth modal's dialog and its forms, loaded when the modal first opens: the forms' library and
 * schemas stay out of the first chunk. Focus stays inside; Escape or a click on the backdrop closes it.
 */
export function AuthDialog({ mode, onModeChange, onClose }: AuthDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // Each mode starts on its first field; the modal gives focus back itself.
  useDialogFocus(dialogRef, { selector: 'input', key: mode });

  const keepFocusInside = (event: KeyboardEvent) => onModalKeyDown(event, dialogRef.current, onClose);

  return (
    <div
      className="auth-modal__backdrop"
      data-testid="auth-modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
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
          <button type="button" className="auth-modal__close" aria-label="Close" onClick={onClose}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        {mode === 'login' ? (
          <LoginForm key="login" onSignedIn={onClose} onSwitchToRegister={() => onModeChange('register')} />
        ) : (
          <RegisterForm key="register" onSignedIn={onClose} onSwitchToLogin={() => onModeChange('login')} />
        )}
      </div>
    </div>
  );
}
