import { LoadingState } from '../../components/ui/loading-state';
import { pageTitle } from '../../config/app';
import { useSession } from '../../features/auth/hooks/use-session';
import { openAuthModal } from '../../features/auth/open-auth-modal';
import { ProfileSettings } from '../../features/profile/components/profile-settings';
import { useTranslation } from '../../i18n/use-translation';

/** Spec §2 /profile: the signed-in user's own profile and settings; visitors are asked to sign in. */
export function ProfileRoute() {
  const { status, user } = useSession();
  const { t } = useTranslation('profile');
  const { t: tAuth } = useTranslation('auth');

  return (
    <section aria-labelledby="profile-heading">
      <title>{pageTitle(tAuth('settings'))}</title>
      <h1 id="profile-heading" className="profile-page__heading">
        {tAuth('settings')}
      </h1>
      {status === 'loading' && <LoadingState label={t('loading')} />}
      {status === 'anonymous' && (
        <div className="page-message">
          <p>{t('signInToSeeProfile')}</p>
          <button type="button" className="button" onClick={() => openAuthModal('login')}>
            {tAuth('signIn')}
          </button>
        </div>
      )}
      {user && <ProfileSettings key={user.id} user={user} />}
    </section>
  );
}
