import '../../../components/ui/dropdown-menu.css';
import '../../../components/ui/overlay-action.css';

import { LIST_STATUSES, type ListStatus } from '@tracker/contracts';
import { useEffect, useId, useRef, useState } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { useChooseStatus } from '../hooks/use-choose-status';
import { useListEntry } from '../hooks/use-list-entry';

interface ListStatusMenuProps {
  animeId: number;
  title: string;
  onError: (message: string | null) => void;
}

/** Spec §2/§4 list-status menu: choosing the title's current status removes it, another sets it. */
export function ListStatusMenu({ animeId, title, onError }: ListStatusMenuProps) {
  const { t } = useTranslation('lists');
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
        aria-label={t('menu.label', { title, status: status ? t(`statuses.${status}`) : t('menu.none') })}
        onClick={() => setOpen((was) => !was)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 6h14M5 12h14M5 18h9" />
        </svg>
      </button>
      {open && (
        <ul id={menuId} className="dropdown-menu" aria-label={t('menu.list', { title })}>
          {LIST_STATUSES.map((option) => (
            <li key={option}>
              <button
                type="button"
                className="list-status-menu__option"
                aria-pressed={status === option}
                onClick={() => choose(option)}
              >
                {t(`statuses.${option}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
