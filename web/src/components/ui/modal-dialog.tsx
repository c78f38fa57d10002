import './modal-dialog.css';

import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

import { useTranslation } from '../../i18n/use-translation';
import { onModalKeyDown } from './modal-keys';
import { type DialogFocusOptions, useDialogFocus } from './use-dialog-focus';

interface ModalDialogProps {
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** h2 for a dialog of the whole page (the auth modal), h3 for one inside a screen. */
  headingLevel?: 2 | 3;
  /** A × button beside the title, named 'Close'. */
  hasCloseButton?: boolean;
  /** Where focus goes in, and whether it comes back out: see useDialogFocus. */
  focus?: DialogFocusOptions;
  /** A modifier of the card, e.g. its width. */
  className?: string;
  backdropTestId?: string;
}

/**
 * A modal dialog over a dimmed page: focus moves in, Tab stays inside, and Escape or a click on the
 * backdrop closes it.
 */
export function ModalDialog({
  title,
  onClose,
  children,
  headingLevel = 3,
  hasCloseButton = false,
  focus,
  className,
  backdropTestId,
}: ModalDialogProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogFocus(dialogRef, focus);
  const onKeyDown = (event: KeyboardEvent) => onModalKeyDown(event, dialogRef.current, onClose);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div
      className="modal-dialog__backdrop"
      data-testid={backdropTestId}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={className ? `modal-dialog ${className}` : 'modal-dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <div className="modal-dialog__header">
          <Heading id={titleId} className="modal-dialog__title">
            {title}
          </Heading>
          {hasCloseButton && (
            <button
              type="button"
              className="modal-dialog__close"
              aria-label={t('ui.close')}
              onClick={onClose}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          )}
        </div>
        {children}
      </div>
    </div>
  );
}
