import { useTranslation } from '../../../i18n/use-translation';
import { SignInButton } from '../../auth/components/sign-in-button';
import { useSession } from '../../auth/hooks/use-session';
import { FavoritesGrid } from '../../lists/components/favorites-grid';
import { SignInPrompt } from './sign-in-prompt';

/** Spec §4 favorites mode: the user's favorites, or the login prompt for anonymous visitors. */
export function FavoritesView() {
  const { t } = useTranslation('home');
  const { user } = useSession();
  if (!user) {
    return (
      <>
        <SignInPrompt title={t('favorites.title')} message={t('favorites.signIn')} />
        <SignInButton />
      </>
    );
  }
  return (
    <section className="home-section" aria-labelledby="favorites-heading">
      <h2 id="favorites-heading" className="home-section__title">
        {t('favorites.title')}
      </h2>
      <FavoritesGrid />
    </section>
  );
}
