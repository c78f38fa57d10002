import '../../../components/ui/field-group.css';

import {
  type AccountUser,
  type Language,
  LANGUAGES,
  type PreferencesUpdate,
  type Theme,
  THEMES,
} from '@tracker/contracts';
import { useId, useState } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { withProfileChanges } from '../../auth/api/update-profile';
import { useSession } from '../../auth/hooks/use-session';
import { useTimezone } from '../../timezone/hooks/use-timezone';

type Feedback = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

/**
 * Spec §3 preferences, each saved as it changes and shown at once (theme, language); the timezone is the
 * footer picker's, so both stay in step.
 */
export function PreferencesForm({ user }: { user: AccountUser }) {
  const { updateProfile } = useSession();
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const timezone = useTimezone();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const ids = { language: useId(), timezone: useId() };
  // The controls show a choice in the same render as the click; the session's copy follows a tick later
  // (and puts the old value back if the save fails).
  const [preferences, setPreferences] = useState(user.preferences);
  const [sessionPreferences, setSessionPreferences] = useState(user.preferences);
  if (user.preferences !== sessionPreferences) {
    setSessionPreferences(user.preferences);
    setPreferences(user.preferences);
  }
  const themeNames: Record<Theme, string> = {
    light: t('themeLight'),
    dark: t('themeDark'),
    auto: t('themeAuto'),
  };

  const change = (update: PreferencesUpdate) => {
    setFeedback(null);
    setPreferences(
      (shown) => withProfileChanges({ ...user, preferences: shown }, { preferences: update }).preferences,
    );
    updateProfile({ preferences: update }).then(
      () => setFeedback({ kind: 'saved' }),
      (error: unknown) =>
        setFeedback({
          kind: 'failed',
          message: error instanceof ApiError ? error.message : t('saveFailed'),
        }),
    );
  };

  const checkbox = (label: string, checked: boolean, update: (checked: boolean) => PreferencesUpdate) => (
    <label className="checkbox-field">
      <input type="checkbox" checked={checked} onChange={(event) => change(update(event.target.checked))} />
      {label}
    </label>
  );

  return (
    <div className="preferences-form">
      <p className="profile-section__hint">{t('preferencesHint')}</p>
      <div className="form-field">
        <label htmlFor={ids.language}>{t('language')}</label>
        <select
          id={ids.language}
          value={preferences.language}
          onChange={(event) => change({ language: event.target.value as Language })}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {tCommon(`languages.${language}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="field-group">
        <legend>{t('theme')}</legend>
        <div className="preferences-form__choices">
          {THEMES.map((theme) => (
            <label key={theme} className="checkbox-field">
              <input
                type="radio"
                name="theme"
                value={theme}
                checked={preferences.theme === theme}
                onChange={() => change({ theme })}
              />
              {themeNames[theme]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="form-field">
        <label htmlFor={ids.timezone}>{t('timezone')}</label>
        <select
          id={ids.timezone}
          value={timezone.timezone}
          onChange={(event) => {
            setFeedback(null);
            timezone.setTimezone(event.target.value);
          }}
        >
          {timezone.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="field-group">
        <legend>{t('notifications')}</legend>
        {checkbox(t('newEpisodes'), preferences.notifications.newEpisodes, (newEpisodes) => ({
          notifications: { newEpisodes },
        }))}
        {checkbox(t('recommendations'), preferences.notifications.recommendations, (recommendations) => ({
          notifications: { recommendations },
        }))}
        {checkbox(t('updates'), preferences.notifications.updates, (updates) => ({
          notifications: { updates },
        }))}
      </fieldset>
      <fieldset className="field-group">
        <legend>{t('privacy')}</legend>
        {checkbox(t('showFavorites'), preferences.privacy.showFavorites, (showFavorites) => ({
          privacy: { showFavorites },
        }))}
        {checkbox(t('showProfile'), preferences.privacy.showProfile, (showProfile) => ({
          privacy: { showProfile },
        }))}
      </fieldset>
      <p role="status" className="profile-form__status">
        {feedback?.kind === 'saved' && t('preferencesSaved')}
      </p>
      {feedback?.kind === 'failed' && (
        <p className="auth-form__failure" role="alert">
          {feedback.message}
        </p>
      )}
    </div>
  );
}
