import './app-layout.css';

import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

import { AuthModal } from '../../features/auth/components/auth-modal';
import { SocialSidebarSlot } from '../../features/social/components/social-sidebar-slot';
import { useTranslation } from '../../i18n/use-translation';
import { LoadingState } from '../ui/loading-state';
import { Footer } from './footer';
import { Header } from './header';

export function AppLayout() {
  const { t } = useTranslation();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <Header />
      <main id="main" className="app-main container" tabIndex={-1}>
        {/* Lazily loaded screens suspend here, keeping header and footer on screen. */}
        <Suspense fallback={<LoadingState label={t('layout.loadingPage')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <AuthModal />
      <SocialSidebarSlot />
      <ScrollRestoration />
    </div>
  );
}
