import { pageTitle } from '../../config/app';
import { HomePage } from '../../features/home/components/home-page';

// The quick-access panel (spec §2 home) joins with the signed-in lists.
export function HomeRoute() {
  return (
    <>
      <title>{pageTitle()}</title>
      <h1 className="visually-hidden">Anime catalogue</h1>
      <HomePage />
    </>
  );
}
