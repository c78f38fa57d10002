import '../../../components/ui/dropdown-menu.css';

import type { AccountUser } from '@tracker/contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../hooks/use-session';
import { UserAvatar } from './user-avatar';

/** Spec §2 header, signed in: the avatar and display name open the account menu (menu button pattern). */
export function AccountMenu({ user }: { user: AccountUser }) {
  const { logout } = useSession();
  const { t } = useTranslation('auth');
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();
  // Which item takes focus when the menu opens: the first, or the last after ArrowUp.
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');

  useEffect(() => {
    if (!isOpen) return;
    const items = menuItems(menuRef.current);
    (focusOnOpen === 'first' ? items[0] : items[items.length - 1])?.focus();
    // Spec §2: an outside click closes the menu.
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [focusOnOpen, isOpen]);

  const open = (focus: 'first' | 'last') => {
    setFocusOnOpen(focus);
    setIsOpen(true);
  };

  const close = () => {
    setIsOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') setIsOpen(false);
  };

  return (
    <div className="account-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? setIsOpen(false) : open('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <UserAvatar name={user.displayName} url={user.avatar_url} />
        <span className="account-menu__name">{user.displayName}</span>
      </button>
      {isOpen && (
        <ul
          ref={menuRef}
          id={menuId}
          className="dropdown-menu account-menu__list"
          role="menu"
          aria-label={t('accountMenu')}
          onKeyDown={onMenuKeyDown}
        >
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to={paths.user.getHref(user.username)} onClick={close}>
              {t('myProfile')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to={paths.profile.getHref()} onClick={close}>
              {t('settings')}
            </Link>
          </li>
          {user.isAdmin && (
            <li role="none">
              <Link role="menuitem" tabIndex={-1} to={paths.admin.getHref()} onClick={close}>
                {t('adminPanel')}
              </Link>
            </li>
          )}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                setIsOpen(false);
                void logout();
              }}
            >
              {t('logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')] : [];
}
