/** The gateway is served from the same origin under /api (nginx in production, Vite's proxy in dev). */
export const API_BASE_PATH = '/api';
