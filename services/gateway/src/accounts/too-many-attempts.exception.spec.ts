import { TooManyAttemptsException } from './too-many-attempts.exception.js';

describe(TooManyAttemptsException.name, () => {
  it('is a 429 that says how long to wait, in a minute or in whole minutes', () => {
    expect(new TooManyAttemptsException('login', 42).getStatus()).toBe(429);
    expect(new TooManyAttemptsException('login', 60).message).toBe(
      'Too many login attempts. Please try again in a minute.',
    );
    expect(new TooManyAttemptsException('registration', 61).message).toBe(
      'Too many registration attempts. Please try again in 2 minutes.',
    );
  });
});
