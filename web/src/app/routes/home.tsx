import { pageTitle } from '../../config/app';
import { CurrentSeasonSection } from '../../features/anime/components/current-season-section';

// Quick access, filters, the top list and the calendar (spec §2 home) join in later issues.
export function HomeRoute() {
  return (
    <>
      <title>{pageTitle()}</title>
      <h1 className="visually-hidden">Anime catalogue</h1>
      <CurrentSeasonSection />
    </>
  );
}
