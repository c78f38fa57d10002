import { useMemo } from 'react';

import { useTranslation } from '../../i18n/use-translation';

/** The detail page's numbers and dates in the language shown. */
export function useDetailFormat() {
  const { language } = useTranslation('animeDetail');
  return useMemo(() => {
    const countFormat = new Intl.NumberFormat(language);
    // Public-database dates are Japanese calendar dates, so they are read in Japan time.
    const dateFormat = new Intl.DateTimeFormat(language, {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    return {
      /** 1234567 → '1,234,567'. */
      count: (value: number): string => countFormat.format(value),
      /** An ISO time → 'Oct 4, 2026'; null when missing or unreadable. */
      airedDate: (iso: string | null): string | null => {
        const time = iso ? Date.parse(iso) : Number.NaN;
        return Number.isNaN(time) ? null : dateFormat.format(time);
      },
    };
  }, [language]);
}
