/** Long casts and staff lists (Jikan sends them whole) start with this many. */
export const VISIBLE_PEOPLE = 24;

interface ShowAllButtonProps {
  total: number;
  what: string;
  showAll: boolean;
  onToggle: (showAll: boolean) => void;
}

export function ShowAllButton({ total, what, showAll, onToggle }: ShowAllButtonProps) {
  if (total <= VISIBLE_PEOPLE) return null;
  return (
    <button
      type="button"
      className="button button--secondary show-all-button"
      aria-expanded={showAll}
      onClick={() => onToggle(!showAll)}
    >
      {showAll ? `Show fewer ${what}` : `Show all ${total} ${what}`}
    </button>
  );
}
