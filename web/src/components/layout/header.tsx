import './header.css';

import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';

import { APP_NAME } from '../../config/app';
import { paths } from '../../config/paths';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { AuthButtons } from '../../features/auth/components/auth-buttons';
import { MobileAccountLinks } from '../../features/auth/components/mobile-account-links';
import { useSession } from '../../features/auth/hooks/use-session';
import { useSuggestionActions } from '../../features/lists/hooks/use-card-actions';
import { NotificationBellSlot } from '../../features/notifications/components/notification-bell-slot';
import { SearchBox } from '../../features/search/components/search-box';
import { useTranslation } from '../../i18n/use-translation';

/**
 * Spec §2 header: logo, search, and the account (Sign In / Sign Up, or the account menu), with the
 * notifications bell before it once signed in (issue 21).
 */
export function Header() {
  const { status, user } = useSession();
  const { t } = useTranslation();
  const suggestionActions = useSuggestionActions();
  const [isMobileMenuOpen, setIsMobileMenuOpen] = useState(false);
  const mobileMenuId = useId();
  const { pathname, search } = useLocation();

  // A navigation (a suggestion picked, a link followed) folds the mobile menu away.
  useEffect(() => setIsMobileMenuOpen(false), [pathname, search]);

  return (
    <header
      className={`site-header${isMobileMenuOpen ? ' site-header--menu-open' : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isMobileMenuOpen) setIsMobileMenuOpen(false);
      }}
    >
      <div className="site-header__inner container">
        <Link to={paths.home.getHref()} className="logo">
          <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" />
            <path d="M9 23 16 8l7 15h-4l-3-7-3 7z" />
          </svg>
          <span>{APP_NAME}</span>
        </Link>
        <SearchBox renderSuggestionAction={suggestionActions} />
        <NotificationBellSlot />
        <div className="site-header__account">
          {user ? <AccountMenu user={user} /> : status === 'anonymous' && <AuthButtons />}
        </div>
        <button
          type="button"
          className="site-header__menu-toggle"
          aria-expanded={isMobileMenuOpen}
          aria-controls={mobileMenuId}
          onClick={() => setIsMobileMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={isMobileMenuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
          </svg>
          <span className="visually-hidden">{t('header.mobileMenu')}</span>
        </button>
      </div>
      <nav
        id={mobileMenuId}
        className="mobile-menu container"
        aria-label={t('header.mobileMenu')}
        hidden={!isMobileMenuOpen}
      >
        {isMobileMenuOpen && <MobileAccountLinks onChosen={() => setIsMobileMenuOpen(false)} />}
      </nav>
    </header>
  );
}
