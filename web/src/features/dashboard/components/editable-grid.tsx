import 'react-grid-layout/css/styles.css';

import { DASHBOARD_LIMITS, type DashboardConfig, type DashboardWidget } from '@tracker/contracts';
import { getCompactor, GridLayout, type Layout, useContainerWidth } from 'react-grid-layout';

import { placedWidgets, withPlaces } from '../dashboard-edits';
import { WidgetCard } from './widget-card';
import { type Shift, WidgetControls } from './widget-controls';

/** The same height as a read-only row (--dashboard-row-height, 12rem), so entering Edit mode moves nothing. */
const ROW_HEIGHT_PX = 192;
const GAP_PX = 16;
// Places stay where the owner puts them: nothing floats up, and a widget never slides over another.
const KEEP_PLACES = getCompactor(null, false, true);

interface EditableGridProps {
  config: DashboardConfig;
  username: string;
  onChange: (config: DashboardConfig) => void;
  onShift: (cellId: string, change: Shift) => void;
  onConfigure: (widget: DashboardWidget) => void;
  onRemove: (widget: DashboardWidget) => void;
}

/** Edit mode's grid: drag a widget by its title, resize it by its corner, or use its buttons. */
export default function EditableGrid({
  config,
  username,
  onChange,
  onShift,
  onConfigure,
  onRemove,
}: EditableGridProps) {
  const { width, containerRef, mounted } = useContainerWidth();
  const placed = placedWidgets(config);
  const layout: Layout = placed.map(({ cell }) => ({
    i: cell.id,
    x: cell.x,
    y: cell.y,
    w: cell.width,
    h: cell.height,
  }));
  const settle = (next: Layout) => onChange(withPlaces(config, next));

  return (
    <div ref={containerRef} className="dashboard-editable">
      {mounted && (
        <GridLayout
          width={width}
          layout={layout}
          gridConfig={{
            cols: config.gridConfig.columns,
            rowHeight: ROW_HEIGHT_PX,
            margin: [GAP_PX, GAP_PX],
            containerPadding: [0, 0],
            maxRows: DASHBOARD_LIMITS.rows,
          }}
          dragConfig={{ enabled: true, handle: '.dashboard-widget__title', cancel: 'button, input, select' }}
          resizeConfig={{ enabled: true, handles: ['se'] }}
          compactor={KEEP_PLACES}
          onDragStop={settle}
          onResizeStop={settle}
        >
          {placed.map(({ cell, widget }) => (
            <div key={cell.id} className="dashboard-grid__cell">
              <WidgetCard
                widget={widget}
                username={username}
                controls={
                  <WidgetControls
                    widget={widget}
                    onShift={(change) => onShift(cell.id, change)}
                    onConfigure={() => onConfigure(widget)}
                    onRemove={() => onRemove(widget)}
                  />
                }
              />
            </div>
          ))}
        </GridLayout>
      )}
    </div>
  );
}
