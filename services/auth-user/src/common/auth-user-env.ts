/** The service's validated env (AuthUserEnv), for the providers that need it. */
export const AUTH_USER_ENV = Symbol('AUTH_USER_ENV');
