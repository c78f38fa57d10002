import { z } from 'zod';

import { ACCOUNT_BODY, onOff, text } from './account-fields.js';
import { bodyOf } from './body.js';

/** POST /api/auth/register: the form's fields (spec §2 register mode), checked by the spec's rules after. */
export const registerBody = bodyOf(
  {
    username: text('username'),
    email: text('email'),
    displayName: text('displayName'),
    password: text('password'),
    /** Checked when sent: the service refuses a mismatch as the form does. */
    confirmPassword: text('confirmPassword').optional(),
    /** 'Make my profile public', on by default. */
    makeProfilePublic: onOff('makeProfilePublic').optional(),
  },
  ACCOUNT_BODY,
);
export type RegisterRequest = z.infer<typeof registerBody>;

/** POST /api/auth/login. */
export const loginBody = bodyOf(
  {
    email: text('email'),
    password: text('password'),
    /**
     * Set by the gateway alone (whatever the client sent): the attempt carries this account's device
     * cookie, so its password check goes ahead of a burst's.
     */
    trustedDevice: onOff('trustedDevice').optional(),
  },
  ACCOUNT_BODY,
);
export type LoginRequest = z.infer<typeof loginBody>;

/** PUT /api/auth/password: the form's fields, checked by the password rules after. */
export const passwordChangeBody = bodyOf(
  {
    currentPassword: text('currentPassword'),
    newPassword: text('newPassword'),
    confirmPassword: text('confirmPassword'),
  },
  ACCOUNT_BODY,
);
export type PasswordChange = z.infer<typeof passwordChangeBody>;
