/** The lists-progress schema's tables, as the migrations create them: each suite checks them all. */
export const LISTS_PROGRESS_TABLES = [
  'activity_entries',
  'episode_progress',
  'favorite_characters',
  'idempotent_writes',
  'import_pending',
  'list_entries',
];
