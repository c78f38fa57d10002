import { LoadingState } from '../../components/ui/loading-state';
import { pageTitle } from '../../config/app';
import { useSession } from '../../features/auth/hooks/use-session';
import { useUiStrings } from '../../features/auth/hooks/use-ui-strings';
import { openAuthModal } from '../../features/auth/open-auth-modal';
import { ProfileSettings } from '../../features/profile/components/profile-settings';
import { useTranslation } from '../../i18n/use-translation';

/** Spec §2 /profile: the signed-in user's own profile and settings; visitors are asked to sign in. */
export function ProfileRoute() {
  const { status, user } = useSession();
  const strings = useUiStrings();
  const { t } = useTranslation('auth');

  return (
    <section aria-labelledby="profile-heading">
      <title>{pageTitle(t('settings'))}</title>
      <h1 id="profile-heading" className="profile-page__heading">
        {t('settings')}
      </h1>
      {status === 'loading' && <LoadingState label="Loading profile…" />}
      {status === 'anonymous' && (
        <div className="page-message">
          <p>{strings.signInToSeeProfile}</p>
          <button type="button" className="button" onClick={() => openAuthModal('login')}>
            {t('signIn')}
          </button>
        </div>
      )}
      {user && <ProfileSettings key={user.id} user={user} />}
    </section>
  );
}
