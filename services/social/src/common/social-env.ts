/** The social service's env (SocialEnv), for the features that read its own variables. */
export const SOCIAL_ENV = Symbol('SOCIAL_ENV');
