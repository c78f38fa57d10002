import { badgeText, FRIEND_BADGE_CAP, TOTAL_BADGE_CAP } from './social-labels';

describe('badgeText', () => {
  it('shows a friend’s unread count up to 9, then 9+', () => {
    expect(badgeText(9, FRIEND_BADGE_CAP)).toBe('9');
    expect(badgeText(10, FRIEND_BADGE_CAP)).toBe('9+');
  });

  it('shows the total up to 99, then 99+', () => {
    expect(badgeText(99, TOTAL_BADGE_CAP)).toBe('99');
    expect(badgeText(100, TOTAL_BADGE_CAP)).toBe('99+');
  });
});
