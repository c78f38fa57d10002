import './removable-chip.css';

interface RemovableChipProps {
  label: string;
  /** The remove button's accessible name, e.g. 'Remove filter Type TV'. */
  removeLabel: string;
  onRemove: () => void;
}

/** A pill with a × that removes what it stands for (filter chips, the search term). */
export function RemovableChip({ label, removeLabel, onRemove }: RemovableChipProps) {
  return (
    <span className="removable-chip">
      <span>{label}</span>
      <button type="button" className="removable-chip__remove" aria-label={removeLabel} onClick={onRemove}>
        <span aria-hidden="true">×</span>
      </button>
    </span>
  );
}
