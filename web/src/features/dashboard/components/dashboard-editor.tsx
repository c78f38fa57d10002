import type { DashboardConfig, DashboardWidget } from '@tracker/contracts';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
import {
  addableTypes,
  addWidget,
  type Refusal,
  removeWidget,
  shiftCell,
  withWidgetData,
} from '../dashboard-edits';
import type { DashboardProfile } from '../hooks/use-dashboard';
import { useDashboardEditor } from '../hooks/use-dashboard-editor';
import { DashboardSaveError } from '../storage/dashboard-sync';
import { AddWidgetMenu } from './add-widget-menu';
import { ConfigureWidgetDialog } from './configure-widget-dialog';
import { DashboardConflict } from './dashboard-conflict';
import { ResetDashboard } from './reset-dashboard';
import { StaticGrid } from './static-grid';

// The drag-and-resize grid is its own chunk, fetched when the owner starts editing.
const EditableGrid = lazy(() => import('./editable-grid'));

interface DashboardEditorProps {
  profile: DashboardProfile;
  viewerId: string;
  shown: DashboardConfig;
  /** A phone-narrow window: the layout is shown stacked and cannot be edited there. */
  narrow: boolean;
}

/** The owner's dashboard: read-only until 'Edit dashboard', then Edit mode (spec §4). */
export function DashboardEditor({ profile, viewerId, shown, narrow }: DashboardEditorProps) {
  const { t } = useTranslation('dashboard');
  const editor = useDashboardEditor(profile, viewerId, shown);
  const [configuring, setConfiguring] = useState<string | null>(null);
  const { draft } = editor;
  const nameOf = (widgetId: string) => {
    const widget = draft.widgets.find((each) => each.id === widgetId);
    return widget ? t(`titles.${widget.type}`) : widgetId;
  };
  const configured = draft.widgets.find((widget) => widget.id === configuring);
  const save = () => editor.save().catch(() => undefined); // shown by the editor's error state

  // The button pressed goes away on entering and leaving Edit mode: focus moves to what replaced it.
  const editButton = useRef<HTMLButtonElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(editor.editing);
  useEffect(() => {
    if (wasEditing.current === editor.editing) return;
    wasEditing.current = editor.editing;
    (editor.editing ? toolbar.current?.querySelector('button') : editButton.current)?.focus();
  }, [editor.editing]);

  if (!editor.editing)
    return (
      <>
        {!narrow && (
          <div className="dashboard-toolbar">
            <button ref={editButton} type="button" className="button" onClick={editor.enter}>
              {t('editor.edit')}
            </button>
          </div>
        )}
        <StaticGrid config={shown} username={profile.username} stacked={narrow} />
      </>
    );

  return (
    <>
      <div ref={toolbar} className="dashboard-toolbar" role="group" aria-label={t('editor.toolbar')}>
        <AddWidgetMenu types={addableTypes(draft)} onAdd={(type) => editor.change(addWidget(draft, type))} />
        <ResetDashboard username={profile.username} onReset={editor.leave} />
        <span className="dashboard-toolbar__spacer" />
        <button type="button" className="button button--secondary" onClick={editor.cancel}>
          {t('editor.cancel')}
        </button>
        <button type="button" className="button" onClick={() => void save()} disabled={editor.saving}>
          {editor.saving ? t('editor.saving') : t('editor.save')}
        </button>
      </div>
      <p className="dashboard-hint">{t('editor.hint')}</p>
      <p className="dashboard-notice" role="status" aria-live="polite">
        {editor.notice && refusalText(t, editor.notice, nameOf)}
      </p>
      {editor.conflict && <DashboardConflict onLoadNewer={editor.loadNewer} onKeepMine={editor.keepMine} />}
      {editor.saveError && (
        <ErrorBanner
          title={t('errors.save')}
          detail={
            editor.saveError instanceof DashboardSaveError
              ? editor.saveError.reason
              : editor.saveError.message
          }
        />
      )}
      {narrow ? (
        <>
          {/* Edit mode stays on (its draft kept) while the window is too narrow for the grid. */}
          <p className="notice">{t('editor.narrow')}</p>
          <StaticGrid config={draft} username={profile.username} stacked />
        </>
      ) : (
        <Suspense fallback={<LoadingState label={t('editor.loading')} />}>
          <EditableGrid
            config={draft}
            username={profile.username}
            onChange={editor.change}
            onShift={(cellId, change) => editor.apply(shiftCell(draft, cellId, change))}
            onConfigure={(widget: DashboardWidget) => setConfiguring(widget.id)}
            onRemove={(widget: DashboardWidget) => editor.change(removeWidget(draft, widget.id))}
          />
        </Suspense>
      )}
      {configured && (
        <ConfigureWidgetDialog
          widget={configured}
          username={profile.username}
          onChange={(data) => editor.change(withWidgetData(draft, configured.id, data))}
          onClose={() => setConfiguring(null)}
        />
      )}
    </>
  );
}

/** Why a keyboard move or resize did not happen, naming the widgets in the language shown. */
function refusalText(t: TFunction<'dashboard'>, refusal: Refusal, nameOf: (widgetId: string) => string) {
  switch (refusal.reason) {
    case 'gone':
      return t('refusals.gone');
    case 'lastRow':
      return t('refusals.lastRow', { name: nameOf(refusal.widgetId), rows: refusal.rows });
    case 'covers':
      return t('refusals.covers', { name: nameOf(refusal.widgetId), other: nameOf(refusal.coveredId) });
    default:
      return t(`refusals.${refusal.reason}`, { name: nameOf(refusal.widgetId) });
  }
}
