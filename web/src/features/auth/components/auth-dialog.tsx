import './auth-modal.css';

import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import type { AuthMode } from '../open-auth-modal';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

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
  const { t } = useTranslation('auth');
  return (
    <ModalDialog
      title={mode === 'login' ? t('dialog.loginTitle') : t('dialog.registerTitle')}
      onClose={onClose}
      headingLevel={2}
      hasCloseButton
      // Each mode starts on its first field; the modal gives focus back itself.
      focus={{ selector: 'input', key: mode }}
      backdropTestId="auth-modal-backdrop"
    >
      {mode === 'login' ? (
        <LoginForm key="login" onSignedIn={onClose} onSwitchToRegister={() => onModeChange('register')} />
      ) : (
        <RegisterForm key="register" onSignedIn={onClose} onSwitchToLogin={() => onModeChange('login')} />
      )}
    </ModalDialog>
  );
}
