/** The product name: the header logo's accessible name and the suffix of every page title. */
export const APP_NAME = 'AniTrack';

export const pageTitle = (page?: string) => (page ? `${page} · ${APP_NAME}` : APP_NAME);
