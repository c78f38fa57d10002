import '../../config/zod';

import { loginBody, passwordChangeBody, profileChange, registerBody } from '@tracker/contracts/schemas';
import { confirmPasswordError, displayNameError, passwordError, registrationErrors } from '@tracker/domain';

/**
 * The account forms' schemas: the bodies the server parses (`@tracker/contracts/schemas`) with spec §5's
 * rules from `@tracker/domain`, the ones auth-user answers with. Each problem is an issue on its field,
 * where the form shows it; auth-user answers the first in form order.
 */

interface IssueSink {
  addIssue(issue: { code: 'custom'; path: string[]; message: string }): void;
}

/** Each field's message as an issue on that field; a null or missing message is no problem. */
function reportEach(problems: Partial<Record<string, string | null>>, context: IssueSink) {
  for (const [field, message] of Object.entries(problems))
    if (message) context.addIssue({ code: 'custom', path: [field], message });
}

/** auth-user's answer to a login without them; the form never shows it, Sign In stays disabled. */
const LOGIN_FIELDS_REQUIRED = 'Email and password are required.';

/** Spec §5: login needs a non-empty email and password. */
export const loginForm = loginBody.superRefine(({ email, password }, context) =>
  reportEach(
    {
      email: email.trim() ? null : LOGIN_FIELDS_REQUIRED,
      password: password ? null : LOGIN_FIELDS_REQUIRED,
    },
    context,
  ),
);

/** Spec §5 registration, every field's first message. */
export const registerForm = registerBody.superRefine((form, context) =>
  reportEach(registrationErrors({ ...form, confirmPassword: form.confirmPassword ?? '' }), context),
);

/** The new password by spec §5; the current one is required, in the screen's language. */
export const passwordChangeForm = (currentPasswordRequired: string) =>
  passwordChangeBody.superRefine(({ currentPassword, newPassword, confirmPassword }, context) =>
    reportEach(
      {
        currentPassword: currentPassword ? null : currentPasswordRequired,
        newPassword: passwordError(newPassword),
        confirmPassword: confirmPasswordError(newPassword, confirmPassword),
      },
      context,
    ),
  );

/** The profile's display name and public flag. */
export const profileIdentityForm = profileChange
  .pick({ displayName: true, isPublic: true })
  .superRefine(({ displayName }, context) =>
    reportEach({ displayName: displayNameError(displayName ?? '') }, context),
  );
