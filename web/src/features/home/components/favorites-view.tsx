import { SignInButton } from '../../auth/components/sign-in-button';
import { SignInPrompt } from './sign-in-prompt';

// The signed-in favorites grid and its 'Failed to load favorites' banner come with the lists issue.
export function FavoritesView() {
  return (
    <>
      <SignInPrompt title="Favorites" message="Please log in to view your favorites" />
      <SignInButton />
    </>
  );
}
