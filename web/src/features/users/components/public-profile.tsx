import './public-profile.css';

import { Link } from 'react-router';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { pageTitle } from '../../../config/app';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { UserAvatar } from '../../auth/components/user-avatar';
import { useSession } from '../../auth/hooks/use-session';
import { ProfileDashboard } from '../../dashboard/components/profile-dashboard';
import { usePublicUser } from '../api/get-public-user';

/**
 * Spec §2 /user/{username}: the profile's header and its dashboard; unknown and private profiles look
 * alike ('User not found').
 */
export function PublicProfile({ username }: { username: string }) {
  const { status, user: viewer } = useSession();
  const { t, language } = useTranslation('profile');
  // Wait for the session, so an owner's private profile is asked for with their token.
  const profile = usePublicUser(username, status === 'loading' ? undefined : (viewer?.id ?? null));

  if (status === 'loading' || profile.isPending) return <LoadingState label={t('loading')} />;

  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) {
      return (
        <section className="page-message" aria-labelledby="user-heading">
          <title>{pageTitle(t('userNotFound'))}</title>
          <h1 id="user-heading">{t('userNotFound')}</h1>
          <p>{t('userNotFoundDetail')}</p>
          <Link to={paths.home.getHref()} className="button">
            {t('backHome')}
          </Link>
        </section>
      );
    }
    return (
      <ErrorBanner
        title={t('loadFailed')}
        detail={profile.error.message}
        onRetry={() => void profile.refetch()}
      />
    );
  }

  const user = profile.data;
  const joined = new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
  }).format(new Date(user.createdAt));

  return (
    <>
      <section className="public-profile" aria-labelledby="user-heading">
        <title>{pageTitle(`${user.displayName} (@${user.username})`)}</title>
        <div className="public-profile__banner">
          {user.banner_url && <img src={user.banner_url} alt="" />}
        </div>
        <div className="public-profile__identity">
          <UserAvatar name={user.displayName} url={user.avatar_url} size="lg" />
          <div>
            <h1 id="user-heading">{user.displayName}</h1>
            <p className="public-profile__username">@{user.username}</p>
            <p className="public-profile__joined">
              {t('joined')} <time dateTime={user.createdAt}>{joined}</time>
            </p>
          </div>
        </div>
      </section>
      <ProfileDashboard
        profile={{ username: user.username, userId: user.id }}
        viewerId={viewer?.id ?? null}
      />
    </>
  );
}
