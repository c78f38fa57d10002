import { refusalOf } from './refusal-of.testing.js';
import { socialPush } from './social-pushes.js';

const USER = '0b9c1f52-6d1e-4f7a-9a53-3c1d2e4f5a6b';

describe('socialPush', () => {
  it('takes whom it reaches and passes the data on as it came', () => {
    const push = { userIds: [USER], data: { id: 'm-1', content: 'Hi' } };
    expect(socialPush.parse(push)).toEqual(push);
  });

  it('refuses recipients that are not user ids', () => {
    expect(refusalOf(socialPush, { userIds: USER, data: {} })).toBe('userIds must be a list of user ids.');
    expect(refusalOf(socialPush, { userIds: ['x'], data: {} })).toBe(
      'userIds must be the id of a user (a UUID).',
    );
  });
});
