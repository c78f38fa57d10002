import { USER_SEARCH_MAX_LENGTH, USER_SEARCH_MIN_LENGTH } from '../messages/users.js';
import { field, REFUSED } from './query-field.js';

/** GET /api/users/search `?q=`: trimmed, 2 to 50 characters. */
export const userSearchText = field(
  (value) => {
    const text = typeof value === 'string' ? value.trim() : '';
    return text.length >= USER_SEARCH_MIN_LENGTH && text.length <= USER_SEARCH_MAX_LENGTH ? text : REFUSED;
  },
  () => `Search text must be ${USER_SEARCH_MIN_LENGTH} to ${USER_SEARCH_MAX_LENGTH} characters.`,
  { type: 'string', minLength: USER_SEARCH_MIN_LENGTH, maxLength: USER_SEARCH_MAX_LENGTH },
);
