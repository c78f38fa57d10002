import './overlay-action.css';

import { useTranslation } from '../../i18n/use-translation';

interface HeartButtonProps {
  /** What the heart is for, in its accessible name: 'Add <name> to favorites'. */
  name: string;
  favorite: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** Spec §2 favorite heart, for a title or a character: pressed while it is a favorite. */
export function HeartButton({ name, favorite, disabled = false, onClick }: HeartButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`overlay-action overlay-action--heart${favorite ? ' overlay-action--active' : ''}`}
      aria-pressed={favorite}
      aria-label={favorite ? t('ui.removeFavorite', { name }) : t('ui.addFavorite', { name })}
      disabled={disabled}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />
      </svg>
    </button>
  );
}
