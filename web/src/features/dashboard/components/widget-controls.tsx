import type { DashboardWidget } from '@tracker/contracts';

import { WIDGET_TITLES } from '../widgets';

export type Shift = Partial<Record<'x' | 'y' | 'width' | 'height', number>>;

interface WidgetControlsProps {
  widget: DashboardWidget;
  onShift: (change: Shift) => void;
  onConfigure: () => void;
  onRemove: () => void;
}

const MOVES: ReadonlyArray<readonly [label: string, symbol: string, change: Shift]> = [
  ['up', '↑', { y: -1 }],
  ['down', '↓', { y: 1 }],
  ['left', '←', { x: -1 }],
  ['right', '→', { x: 1 }],
];

const SIZES: ReadonlyArray<readonly [label: string, change: Shift]> = [
  ['Wider', { width: 1 }],
  ['Narrower', { width: -1 }],
  ['Taller', { height: 1 }],
  ['Shorter', { height: -1 }],
];

/** Edit mode's buttons on a widget: the keyboard's way to move and resize it, configure and remove it. */
export function WidgetControls({ widget, onShift, onConfigure, onRemove }: WidgetControlsProps) {
  const title = WIDGET_TITLES[widget.type];
  return (
    <div className="dashboard-widget__controls">
      <div role="group" aria-label={`Move ${title}`} className="dashboard-widget__group">
        {MOVES.map(([direction, symbol, change]) => (
          <button
            key={direction}
            type="button"
            className="dashboard-widget__control"
            aria-label={`Move ${title} ${direction}`}
            title={`Move ${direction}`}
            onClick={() => onShift(change)}
          >
            {symbol}
          </button>
        ))}
      </div>
      <div role="group" aria-label={`Resize ${title}`} className="dashboard-widget__group">
        {SIZES.map(([label, change]) => (
          <button
            key={label}
            type="button"
            className="dashboard-widget__control"
            aria-label={`${label}: ${title}`}
            onClick={() => onShift(change)}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="dashboard-widget__group">
        <button
          type="button"
          className="dashboard-widget__control"
          aria-label={`Configure ${title}`}
          onClick={onConfigure}
        >
          Configure
        </button>
        <button
          type="button"
          className="dashboard-widget__control"
          aria-label={`Remove ${title}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
    </div>
  );
}
