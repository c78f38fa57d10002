import '../../../components/ui/dropdown-menu.css';
import '../../../components/ui/overlay-action.css';

import type { ListStatus } from '@tracker/contracts';
import { useEffect, useId, useRef, useState } from 'react';

import { useChooseStatus } from '../hooks/use-choose-status';
import { useListEntry } from '../hooks/use-list-entry';
import { STATUS_LABELS, STATUS_OPTIONS } from '../list-labels';

interface ListStatusMenuProps {
  animeId: number;
  title: string;
  onError: (message: string | null) => void;
}

/** Spec §2/§4 list-status menu: choosing the title's current status removes it, another sets it. */
export function ListStatusMenu({ animeId, title, onError }: ListStatusMenuProps) {
  const status = useListEntry(animeId)?.status ?? null;
  const chooseStatus = useChooseStatus(animeId);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const choose = (next: ListStatus) => {
    setOpen(false);
    toggleButton.current?.focus();
    onError(null);
    chooseStatus(next).catch((error: Error) => onError(error.message));
  };

  return (
    <div
      className="list-status-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          toggleButton.current?.focus();
        }
      }}
    >
      <button
        ref={toggleButton}
        type="button"
        className={`overlay-action${status ? ' overlay-action--active' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`List status of ${title}: ${status ? STATUS_LABELS[status] : 'none'}`}
        onClick={() => setOpen((was) => !was)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 6h14M5 12h14M5 18h9" />
        </svg>
      </button>
      {open && (
        <ul id={menuId} className="dropdown-menu" aria-label={`List status of ${title}`}>
          {STATUS_OPTIONS.map((option) => (
            <li key={option.status}>
              <button
                type="button"
                className="list-status-menu__option"
                aria-pressed={status === option.status}
                onClick={() => choose(option.status)}
              >
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
