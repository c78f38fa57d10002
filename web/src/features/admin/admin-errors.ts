/** What a failed admin call tells the admin: the API's own message ('The last admin cannot be demoted.'). */
export const failureText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
