import './footer.css';

import { LanguagePicker } from '../../features/language/components/language-picker';
import { TimezonePicker } from '../../features/timezone/components/timezone-picker';
import { useTranslation } from '../../i18n/use-translation';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <p className="site-footer__credits">
          {t('footer.creditsFrom')} <a href="https://jikan.moe">{t('footer.jikan')}</a> {t('footer.and')}{' '}
          <a href="https://github.com/bangumi-data/bangumi-data">{t('footer.bangumiData')}</a> (
          <a href="https://creativecommons.org/licenses/by/4.0/">{t('footer.licence')}</a>).
        </p>
        <div className="site-footer__settings">
          <TimezonePicker />
          <LanguagePicker />
        </div>
      </div>
    </footer>
  );
}
