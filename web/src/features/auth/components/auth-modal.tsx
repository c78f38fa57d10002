import { type ComponentType, useEffect, useRef, useState } from 'react';

import { useSession } from '../hooks/use-session';
import { type AuthMode, OPEN_AUTH_MODAL_EVENT, requestedMode } from '../open-auth-modal';
import type { AuthDialogProps } from './auth-dialog';

let dialogModule: Promise<typeof import('./auth-dialog')> | undefined;

/**
 * Its forms bring react-hook-form and the zod schemas: a chunk of their own, fetched at the first open.
 * A failed fetch (offline, or a chunk gone after a deploy) is tried again at the next open.
 */
function loadDialog() {
  dialogModule ??= import('./auth-dialog').catch((error: unknown) => {
    dialogModule = undefined;
    throw error;
  });
  return dialogModule;
}

/**
 * Spec §2 auth modal: opened by the openAuthModal window event, closed by the close button, Escape or a
 * click on the backdrop. Focus returns where it was afterwards.
 */
export function AuthModal() {
  const [mode, setMode] = useState<AuthMode | null>(null);
  const [Dialog, setDialog] = useState<ComponentType<AuthDialogProps> | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const { status } = useSession();
  const isSignedIn = status === 'signed-in';
  const isOpen = mode !== null;

  useEffect(() => {
    // Someone signed in has nothing to do here (e.g. a stale 'Please log in' button).
    if (isSignedIn) return;
    const open = (event: Event) => {
      if (!isOpen) returnFocusTo.current = document.activeElement as HTMLElement | null;
      setMode(requestedMode(event));
    };
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, open);
    return () => window.removeEventListener(OPEN_AUTH_MODAL_EVENT, open);
  }, [isSignedIn, isOpen]);

  // Opened: the dialog once its chunk is here; without it, the modal closes again.
  useEffect(() => {
    if (!isOpen || Dialog) return;
    let isCurrent = true;
    loadDialog().then(
      ({ AuthDialog }) => isCurrent && setDialog(() => AuthDialog),
      () => isCurrent && setMode(null),
    );
    return () => {
      isCurrent = false;
    };
  }, [isOpen, Dialog]);

  // The page behind stays still while the dialog is open.
  useEffect(() => {
    if (!isOpen) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [isOpen]);

  if (!mode || !Dialog) return null;

  const close = () => {
    setMode(null);
    returnFocusTo.current?.focus();
  };

  return <Dialog mode={mode} onModeChange={setMode} onClose={close} />;
}
