import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

import { onModalKeyDown } from '../../../components/ui/modal-keys';
import { useDialogFocus } from '../../../components/ui/use-dialog-focus';

interface SocialDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog of the sidebar (a confirmation, the report form): focus moves to its first control,
 * stays inside while it is open, and returns where it was when it closes (Escape, or the backdrop).
 */
export function SocialDialog({ title, onClose, children }: SocialDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // Back to the control that opened it, unless that went with it (a menu item): then its opener refocuses.
  useDialogFocus(dialogRef, { returnFocus: true });

  const onKeyDown = (event: KeyboardEvent) => onModalKeyDown(event, dialogRef.current, onClose);

  return (
    <div
      className="social-dialog__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="social-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h3 id={titleId} className="social-dialog__title">
          {title}
        </h3>
        {children}
      </div>
    </div>
  );
}
