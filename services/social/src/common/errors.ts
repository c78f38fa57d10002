/** The same answer for an unknown account and one the caller may not name. */
export const USER_NOT_FOUND = 'User not found.';
