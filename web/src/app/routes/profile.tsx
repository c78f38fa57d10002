import { pageTitle } from '../../config/app';

export function ProfileRoute() {
  return (
    <section className="page-message" aria-labelledby="profile-heading">
      <title>{pageTitle('Configuración')}</title>
      <h1 id="profile-heading">Configuración</h1>
      <p>
        Your profile and settings will live here: display name, avatar and banner, language, theme, timezone,
        notifications and privacy.
      </p>
      <p className="page-message__note">
        You need to be signed in to use this page. Accounts are not open yet.
      </p>
    </section>
  );
}
