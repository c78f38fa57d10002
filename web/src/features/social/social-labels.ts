/** Spec §9: 9+ on a friend's unread badge, 99+ on the floating button's. */
export const FRIEND_BADGE_CAP = 9;
export const TOTAL_BADGE_CAP = 99;

/** The count a badge shows: the number, or `{cap}+` past the cap. */
export const badgeText = (count: number, cap: number) => (count > cap ? `${cap}+` : String(count));

/** Spec §7 polling, only while the socket is down: conversations every 5 s, the open chat every 3 s. */
export const CONVERSATIONS_POLL_MS = 5_000;
export const CHAT_POLL_MS = 3_000;
