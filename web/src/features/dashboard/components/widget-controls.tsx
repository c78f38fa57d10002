import type { DashboardWidget } from '@tracker/contracts';

import { useTranslation } from '../../../i18n/use-translation';

export type Shift = Partial<Record<'x' | 'y' | 'width' | 'height', number>>;

interface WidgetControlsProps {
  widget: DashboardWidget;
  onShift: (change: Shift) => void;
  onConfigure: () => void;
  onRemove: () => void;
}

const MOVES: ReadonlyArray<
  readonly [direction: 'up' | 'down' | 'left' | 'right', symbol: string, change: Shift]
> = [
  ['up', '↑', { y: -1 }],
  ['down', '↓', { y: 1 }],
  ['left', '←', { x: -1 }],
  ['right', '→', { x: 1 }],
];

const SIZES: ReadonlyArray<readonly [size: 'wider' | 'narrower' | 'taller' | 'shorter', change: Shift]> = [
  ['wider', { width: 1 }],
  ['narrower', { width: -1 }],
  ['taller', { height: 1 }],
  ['shorter', { height: -1 }],
];

/** Edit mode's buttons on a widget: the keyboard's way to move and resize it, configure and remove it. */
export function WidgetControls({ widget, onShift, onConfigure, onRemove }: WidgetControlsProps) {
  const { t } = useTranslation('dashboard');
  const title = t(`titles.${widget.type}`);
  return (
    <div className="dashboard-widget__controls">
      <div role="group" aria-label={t('controls.move', { title })} className="dashboard-widget__group">
        {MOVES.map(([direction, symbol, change]) => (
          <button
            key={direction}
            type="button"
            className="dashboard-widget__control"
            aria-label={t(`controls.moves.${direction}.label`, { title })}
            title={t(`controls.moves.${direction}.title`)}
            onClick={() => onShift(change)}
          >
            {symbol}
          </button>
        ))}
      </div>
      <div role="group" aria-label={t('controls.resize', { title })} className="dashboard-widget__group">
        {SIZES.map(([size, change]) => (
          <button
            key={size}
            type="button"
            className="dashboard-widget__control"
            aria-label={t(`controls.sizes.${size}.label`, { title })}
            onClick={() => onShift(change)}
          >
            {t(`controls.sizes.${size}.text`)}
          </button>
        ))}
      </div>
      <div className="dashboard-widget__group">
        <button
          type="button"
          className="dashboard-widget__control"
          aria-label={t('controls.configureLabel', { title })}
          onClick={onConfigure}
        >
          {t('controls.configure')}
        </button>
        <button
          type="button"
          className="dashboard-widget__control"
          aria-label={t('controls.removeLabel', { title })}
          onClick={onRemove}
        >
          {t('controls.remove')}
        </button>
      </div>
    </div>
  );
}
