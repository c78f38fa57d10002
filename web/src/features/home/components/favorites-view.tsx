import { SignInButton } from '../../auth/components/sign-in-button';
import { useSession } from '../../auth/hooks/use-session';
import { FavoritesGrid } from '../../lists/components/favorites-grid';
import { SignInPrompt } from './sign-in-prompt';

/** Spec §4 favorites mode: the user's favorites, or the login prompt for anonymous visitors. */
export function FavoritesView() {
  const { user } = useSession();
  if (!user) {
    return (
      <>
        <SignInPrompt title="Favorites" message="Please log in to view your favorites" />
        <SignInButton />
      </>
    );
  }
  return (
    <section className="home-section" aria-labelledby="favorites-heading">
      <h2 id="favorites-heading" className="home-section__title">
        Favorites
      </h2>
      <FavoritesGrid />
    </section>
  );
}
