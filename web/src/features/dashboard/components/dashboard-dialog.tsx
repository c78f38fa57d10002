import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

import { onModalKeyDown } from '../../../components/ui/modal-keys';
import { useDialogFocus } from '../../../components/ui/use-dialog-focus';

interface DashboardDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal dialog of Edit mode: focus moves in, stays inside, and returns where it was on close. */
export function DashboardDialog({ title, onClose, children }: DashboardDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogFocus(dialogRef, { returnFocus: true });
  const onKeyDown = (event: KeyboardEvent) => onModalKeyDown(event, dialogRef.current, onClose);

  return (
    <div
      className="dashboard-dialog__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="dashboard-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h3 id={titleId} className="dashboard-dialog__title">
          {title}
        </h3>
        {children}
      </div>
    </div>
  );
}
