import { useTranslation } from '../../../i18n/use-translation';
import { SignInButton } from '../../auth/components/sign-in-button';
import { useSession } from '../../auth/hooks/use-session';
import { WatchNextGrid } from '../../lists/components/watch-next-grid';
import { SignInPrompt } from './sign-in-prompt';

/** Spec §4 watch next mode: personalised recommendations, or the login prompt for anonymous visitors. */
export function WatchNextView() {
  const { t } = useTranslation('home');
  const { user } = useSession();
  if (!user) {
    return (
      <>
        <SignInPrompt title={t('watchNext.title')} message={t('watchNext.signIn')} />
        <SignInButton />
      </>
    );
  }
  return (
    <section className="home-section" aria-labelledby="watch-next-heading">
      <h2 id="watch-next-heading" className="home-section__title">
        {t('watchNext.title')}
      </h2>
      <WatchNextGrid userId={user.id} />
    </section>
  );
}
