import '../../timezone/components/timezone-picker.css';

import { type Language, LANGUAGES } from '@tracker/contracts';
import { useId } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../hooks/use-language';

/** The footer's language switch, styled as the timezone picker beside it; each language named in itself. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const id = useId();

  return (
    <div className="language-picker">
      <label htmlFor={id}>{t('footer.language')}</label>
      <select id={id} value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`languages.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
