import { LIST_STATUSES, type ListStatus } from '@tracker/contracts';

/** Spec §4: the interface's names of the five statuses, in its order. */
export const STATUS_LABELS: Record<ListStatus, string> = {
  watching: 'Viendo',
  completed: 'Completado',
  on_hold: 'En Pausa',
  dropped: 'Descartado',
  plan_to_watch: 'Planificar Ver',
};

export const STATUS_OPTIONS = LIST_STATUSES.map((status) => ({ status, label: STATUS_LABELS[status] }));

/** Spec §8 messages of the list writes. */
export const LIST_ERRORS = {
  remove: 'Failed to remove from list',
  episodes: 'Failed to update episode progress',
  favorites: 'Failed to load favorites',
  recommendations: 'Failed to load personalized recommendations. Please try again.',
} as const;
