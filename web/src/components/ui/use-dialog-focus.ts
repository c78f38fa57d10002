import { type RefObject, useEffect } from 'react';

import { FOCUSABLE } from './modal-keys';

export interface DialogFocusOptions {
  /** The control that takes focus: the dialog's first focusable one unless said otherwise. */
  selector?: string;
  /** Focus moves again whenever this changes (a dialog that swaps its content). */
  key?: unknown;
  /** On close, focus goes back to what had it before the dialog opened, if that is still on the page. */
  returnFocus?: boolean;
}

/** A modal dialog's focus: into it when it opens, and optionally back out when it closes. */
export function useDialogFocus(
  dialogRef: RefObject<HTMLElement | null>,
  { selector = FOCUSABLE, key, returnFocus = false }: DialogFocusOptions = {},
): void {
  // Declared first, so it reads the focus from before the dialog took it.
  useEffect(() => {
    if (!returnFocus) return;
    const returnTo = document.activeElement as HTMLElement | null;
    return () => {
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [returnFocus]);

  useEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [dialogRef, selector, key]);
}
