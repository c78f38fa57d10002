import { USER_SEARCH_MAX_LENGTH, USER_SEARCH_MIN_LENGTH } from '../messages/users.js';
import { field, REFUSED } from './query-field.js';

/**
 * GET /api/users/search `?q=`: trimmed, 2 to 50 characters; blank or absent reads as '', which finds no
 * one (spec §5: the friend search ignores blank text).
 */
export const userSearchText = field(
  (value) => {
    if (value === undefined) return '';
    if (typeof value !== 'string') return REFUSED;
    const text = value.trim();
    const fits = text.length >= USER_SEARCH_MIN_LENGTH && text.length <= USER_SEARCH_MAX_LENGTH;
    return text === '' || fits ? text : REFUSED;
  },
  () => `Search text must be ${USER_SEARCH_MIN_LENGTH} to ${USER_SEARCH_MAX_LENGTH} characters.`,
  { type: 'string', maxLength: USER_SEARCH_MAX_LENGTH },
);
