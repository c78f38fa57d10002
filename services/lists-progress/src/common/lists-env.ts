/** The service's validated env (BaseEnv), for the providers that need it. */
export const LISTS_ENV = Symbol('LISTS_ENV');
