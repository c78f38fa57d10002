/** The service's validated env (BaseEnv), for the providers that need it. */
export const SOCIAL_ENV = Symbol('SOCIAL_ENV');
