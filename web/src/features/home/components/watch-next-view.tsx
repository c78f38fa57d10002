import { SignInButton } from '../../auth/components/sign-in-button';
import { useSession } from '../../auth/hooks/use-session';
import { WatchNextGrid } from '../../lists/components/watch-next-grid';
import { SignInPrompt } from './sign-in-prompt';

/** Spec §4 watch next mode: personalised recommendations, or the login prompt for anonymous visitors. */
export function WatchNextView() {
  const { user } = useSession();
  if (!user) {
    return (
      <>
        <SignInPrompt title="Watch Next" message="Please log in to get personalized recommendations" />
        <SignInButton />
      </>
    );
  }
  return (
    <section className="home-section" aria-labelledby="watch-next-heading">
      <h2 id="watch-next-heading" className="home-section__title">
        Watch Next
      </h2>
      <WatchNextGrid userId={user.id} />
    </section>
  );
}
