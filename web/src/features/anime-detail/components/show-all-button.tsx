import { useTranslation } from '../../../i18n/use-translation';

/** Long casts and staff lists (Jikan sends them whole) start with this many. */
export const VISIBLE_PEOPLE = 24;

interface ShowAllButtonProps {
  total: number;
  what: 'characters' | 'staff';
  showAll: boolean;
  onToggle: (showAll: boolean) => void;
}

export function ShowAllButton({ total, what, showAll, onToggle }: ShowAllButtonProps) {
  const { t } = useTranslation('animeDetail');
  if (total <= VISIBLE_PEOPLE) return null;
  return (
    <button
      type="button"
      className="button button--secondary show-all-button"
      aria-expanded={showAll}
      onClick={() => onToggle(!showAll)}
    >
      {showAll ? t('showAll.fewer', { what }) : t('showAll.all', { what, total: String(total) })}
    </button>
  );
}
