import { SignInButton } from '../../auth/components/sign-in-button';
import { SignInPrompt } from './sign-in-prompt';

// Personalised recommendations for signed-in users come with the lists issue.
export function WatchNextView() {
  return (
    <>
      <SignInPrompt title="Watch Next" message="Please log in to get personalized recommendations" />
      <SignInButton />
    </>
  );
}
