import type { ListStatus } from '@tracker/contracts';

/**
 * Spec §4: the interface's names of the five statuses, in its order, for the screens not yet read from the
 * catalogues (activity, the dashboard's charts); the lists screens read `lists:statuses`.
 */
export const STATUS_LABELS: Record<ListStatus, string> = {
  watching: 'Viendo',
  completed: 'Completado',
  on_hold: 'En Pausa',
  dropped: 'Descartado',
  plan_to_watch: 'Planificar Ver',
};

/** Spec §8 messages of the list writes, raised outside components (not yet in the catalogues). */
export const LIST_ERRORS = {
  remove: 'Failed to remove from list',
  episodes: 'Failed to update episode progress',
} as const;
