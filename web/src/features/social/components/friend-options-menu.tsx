import '../../../components/ui/dropdown-menu.css';

import type { SocialProfile } from '@tracker/contracts';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { useBlockUser } from '../api/block-user';
import { useRemoveFriend } from '../api/remove-friend';
import { ConfirmDialog } from './confirm-dialog';
import { ReportDialog } from './report-dialog';

type Action = 'report' | 'block' | 'remove';

const ITEMS: Action[] = ['report', 'block', 'remove'];

interface FriendOptionsMenuProps {
  userId: string;
  friend: SocialProfile;
}

/**
 * Spec §2's friend option menu: Reportar (a report dialog), Bloquear and Eliminar (each confirmed).
 * Arrow keys move between the items, Escape closes and returns to the button.
 */
export function FriendOptionsMenu({ userId, friend }: FriendOptionsMenuProps) {
  const { t } = useTranslation('social');
  const [open, setOpen] = useState(false);
  const [action, setAction] = useState<Action | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const block = useBlockUser(userId);
  const remove = useRemoveFriend(userId);

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const closeDialog = () => {
    setAction(null);
    buttonRef.current?.focus();
  };

  const choose = (chosen: Action) => {
    setOpen(false);
    setAction(chosen);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <div className="friend-options">
      <button
        ref={buttonRef}
        type="button"
        className="friend-options__button"
        aria-label={t('options.label', { name: friend.displayName })}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="5" r="1.6" />
          <circle cx="12" cy="12" r="1.6" />
          <circle cx="12" cy="19" r="1.6" />
        </svg>
      </button>
      {open && (
        <ul
          ref={menuRef}
          className="dropdown-menu"
          role="menu"
          aria-label={t('options.label', { name: friend.displayName })}
          onKeyDown={onMenuKeyDown}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
          }}
        >
          {ITEMS.map((item) => (
            <li key={item} role="none">
              <button type="button" role="menuitem" tabIndex={-1} onClick={() => choose(item)}>
                {t(`options.${item}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {action === 'report' && <ReportDialog person={friend} onClose={closeDialog} />}
      {action === 'block' && (
        <ConfirmDialog
          title={t('options.blockTitle', { name: friend.displayName })}
          text={t('options.blockText')}
          confirmLabel={t('options.block')}
          onConfirm={() => block.mutateAsync(friend.id)}
          onClose={closeDialog}
        />
      )}
      {action === 'remove' && (
        <ConfirmDialog
          title={t('options.removeTitle', { name: friend.displayName })}
          text={t('options.removeText')}
          confirmLabel={t('options.remove')}
          onConfirm={() => remove.mutateAsync(friend.id)}
          onClose={closeDialog}
        />
      )}
    </div>
  );
}
