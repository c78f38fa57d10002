import { pageTitle } from '../../config/app';
import { HomePage } from '../../features/home/components/home-page';
import { useTranslation } from '../../i18n/use-translation';

// The quick-access panel (spec §2 home) joins with the signed-in lists.
export function HomeRoute() {
  const { t } = useTranslation('home');
  return (
    <>
      <title>{pageTitle()}</title>
      <h1 className="visually-hidden">{t('heading')}</h1>
      <HomePage />
    </>
  );
}
