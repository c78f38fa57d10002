import { AUTH, type AuthSession } from '@tracker/contracts';
import type { ServiceUnderTest } from '@tracker/testing';

/** The password every account these suites register has. */
export const ACCOUNT_PASSWORD = 'Bebop1';

/**
 * Registers accounts through auth-user's own message: `<name>_<n>` (n counting this suite's accounts)
 * unless `exact`, with `<username>@bebop.test` and the username as display name unless `fields` say.
 */
export function accountRegistrar(subject: () => ServiceUnderTest) {
  let serial = 0;
  return (
    name = 'spike',
    fields: { displayName?: string; email?: string } = {},
    exact = false,
  ): Promise<AuthSession> => {
    serial += 1;
    const username = exact ? name : `${name}_${serial}`;
    return subject().harness.send(AUTH.register, {
      username,
      email: fields.email ?? `${username}@bebop.test`,
      displayName: fields.displayName ?? username,
      password: ACCOUNT_PASSWORD,
      confirmPassword: ACCOUNT_PASSWORD,
    });
  };
}
