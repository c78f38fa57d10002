import './profile-settings.css';

import type { AccountUser } from '@tracker/contracts';
import { useId } from 'react';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiTokensSection } from '../../api-tokens/components/api-tokens-section';
import { CalendarFeedSection } from '../../calendar-feed/components/calendar-feed-section';
import { ListsImportExport } from '../../lists/components/lists-import-export';
import { ChangePasswordForm } from './change-password-form';
import { ImageUpload } from './image-upload';
import { LogOutEverywhere } from './log-out-everywhere';
import { PreferencesForm } from './preferences-form';
import { ProfileIdentityForm } from './profile-identity-form';
import { ProfileStatistics } from './profile-statistics';

/** /profile for its owner: the profile (images, name, public flag), statistics, preferences and security. */
export function ProfileSettings({ user }: { user: AccountUser }) {
  const { t } = useTranslation('profile');
  const profileHeading = useId();
  const preferencesHeading = useId();
  const securityHeading = useId();

  return (
    <div className="profile-settings">
      <section className="profile-section" aria-labelledby={profileHeading}>
        <div className="profile-section__header">
          <h2 id={profileHeading}>{t('profileSection')}</h2>
          <Link to={paths.user.getHref(user.username)}>{t('viewPublicProfile')}</Link>
        </div>
        <ImageUpload kind="banner" />
        <ImageUpload kind="avatar" />
        <ProfileIdentityForm user={user} />
      </section>
      <ProfileStatistics />
      <section className="profile-section" aria-labelledby={preferencesHeading}>
        <h2 id={preferencesHeading}>{t('preferences')}</h2>
        <PreferencesForm user={user} />
      </section>
      <section className="profile-section" aria-labelledby={securityHeading}>
        <h2 id={securityHeading}>{t('security')}</h2>
        <ChangePasswordForm />
        <LogOutEverywhere />
      </section>
      <ApiTokensSection />
      <ListsImportExport />
      <CalendarFeedSection />
    </div>
  );
}
