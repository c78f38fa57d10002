import '../../../components/ui/dropdown-menu.css';

import type { WidgetType } from '@tracker/contracts';
import { useId, useRef, useState } from 'react';

import { useTranslation } from '../../../i18n/use-translation';

interface AddWidgetMenuProps {
  types: WidgetType[];
  onAdd: (type: WidgetType) => void;
}

/** Edit mode's 'Add widget' menu: the widget types not on the grid. */
export function AddWidgetMenu({ types, onAdd }: AddWidgetMenuProps) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="dashboard-add">
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={types.length === 0}
        onClick={() => setOpen((value) => !value)}
      >
        {t('editor.add')}
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={t('editor.add')}
          className="dropdown-menu dashboard-add__menu"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          {types.map((type) => (
            <li key={type} role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  onAdd(type);
                  close();
                }}
              >
                {t(`titles.${type}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
