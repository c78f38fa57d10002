import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DashboardConfig } from '@tracker/contracts';
import { useState } from 'react';

import { dashboardQueryKey } from '../api/get-dashboard-config';
import { type Edit, layoutRefusal, layoutToSave, type Refusal } from '../dashboard-edits';
import {
  DashboardConflictError,
  DashboardSaveError,
  type LoadedDashboard,
  saveDashboard,
} from '../storage/dashboard-sync';
import type { DashboardProfile } from './use-dashboard';

interface Editing {
  /** Spec §4: the dashboard as it was when editing began; Cancel brings it back. */
  snapshot: DashboardConfig;
  draft: DashboardConfig;
  /** The lastUpdated the save says it started from: a newer stored one makes it a conflict. */
  startedFrom: string;
}

/**
 * The owner's Edit mode: a snapshot on entering, changes to a draft, Save (PUT, or local storage while
 * the server is away) and Cancel. A save that lost to another tab or device keeps the draft and offers
 * the newer dashboard, or to save this one over it: nothing is overwritten without the owner choosing.
 */
export function useDashboardEditor(profile: DashboardProfile, viewerId: string, shown: DashboardConfig) {
  const queryClient = useQueryClient();
  const queryKey = dashboardQueryKey(profile.username, viewerId);
  const [editing, setEditing] = useState<Editing | null>(null);
  /** Why the last keyboard move or resize did not happen, announced politely. */
  const [notice, setNotice] = useState<Refusal | null>(null);
  const [conflict, setConflict] = useState<DashboardConflictError | null>(null);

  const showLoaded = (loaded: Pick<LoadedDashboard, 'config' | 'source'>) =>
    queryClient.setQueryData<LoadedDashboard>(queryKey, { ...loaded, loadError: null });

  const save = useMutation({
    mutationFn: async (draft: Editing) => {
      const layout = layoutToSave(draft.draft, draft.startedFrom);
      const refusal = layoutRefusal(layout);
      if (refusal) throw new DashboardSaveError(refusal);
      return saveDashboard(profile.username, profile.userId, layout);
    },
    onSuccess: (saved) => {
      showLoaded(saved);
      setEditing(null);
      setConflict(null);
    },
    onError: (error) => {
      if (error instanceof DashboardConflictError) setConflict(error);
    },
  });

  const draft = editing?.draft ?? shown;

  return {
    editing: editing !== null,
    draft,
    notice,
    conflict,
    /** A failure other than a conflict: spec §8 'Failed to save dashboard configuration' and its reason. */
    saveError: save.error && !(save.error instanceof DashboardConflictError) ? save.error : null,
    saving: save.isPending,
    enter: () => {
      save.reset();
      setNotice(null);
      setEditing({ snapshot: shown, draft: shown, startedFrom: shown.lastUpdated });
    },
    cancel: () => {
      const snapshot = editing?.snapshot;
      if (snapshot)
        queryClient.setQueryData<LoadedDashboard>(queryKey, (old) => old && { ...old, config: snapshot });
      save.reset();
      setConflict(null);
      setEditing(null);
    },
    /** Leaves Edit mode keeping what is shown (after a reset reloaded it). */
    leave: () => {
      save.reset();
      setConflict(null);
      setEditing(null);
    },
    change: (next: DashboardConfig) => setEditing((current) => current && { ...current, draft: next }),
    /** A keyboard move or resize: applied, or its refusal announced. */
    apply: (edit: Edit) => {
      if ('refusal' in edit) setNotice(edit.refusal);
      else {
        setNotice(null);
        setEditing((current) => current && { ...current, draft: edit.config });
      }
    },
    /** Rejects with the failure, after showing it. */
    save: () => (editing ? save.mutateAsync(editing) : Promise.resolve(undefined)),
    /** The conflict's way out that drops this edit: the newer dashboard is shown. */
    loadNewer: () => {
      if (!conflict) return;
      showLoaded({ config: conflict.newer, source: 'server' });
      setConflict(null);
      save.reset();
      setEditing(null);
    },
    /** The other way: keep editing this draft; the next Save replaces the newer one knowingly. */
    keepMine: () => {
      if (!conflict) return;
      const newer = conflict.newer;
      showLoaded({ config: newer, source: 'server' });
      setEditing((current) => current && { ...current, snapshot: newer, startedFrom: newer.lastUpdated });
      setConflict(null);
      save.reset();
    },
  };
}
