import './timezone-picker.css';

import { useId } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { useTimezone } from '../hooks/use-timezone';

export function TimezonePicker() {
  const { t } = useTranslation();
  const { timezone, options, setTimezone } = useTimezone();
  const id = useId();

  return (
    <div className="timezone-picker">
      <label htmlFor={id}>{t('footer.timezone')}</label>
      <select id={id} value={timezone} onChange={(event) => setTimezone(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
