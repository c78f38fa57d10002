/** The gateway's Redis server, which hears the services' broadcasts (`ClaimingRedisServer`). */
export interface BroadcastFeed {
  /** True once every broadcast delivered before the call is handled; false while not subscribed. */
  broadcastsCaughtUp(): Promise<boolean>;
  /** Grows each time the subscription is lost: what was broadcast meanwhile never arrived. */
  readonly subscriptionLosses: number;
}

/**
 * Whether what a replica keeps may be served, for each keeper of answers dropped on broadcasts: only once
 * it follows the feed and every broadcast already delivered is handled, and never across a lost
 * subscription (whatever was kept before it is forgotten, as changes may have gone unheard).
 */
export class FollowedBroadcasts {
  private feed: BroadcastFeed | undefined;
  private losses = 0;

  /** @param forgetAll drops everything the keeper holds. */
  constructor(private readonly forgetAll: () => void) {}

  /** Where the broadcasts come from: nothing may be kept before it is given. */
  follow(feed: BroadcastFeed): void {
    this.feed = feed;
    this.losses = feed.subscriptionLosses;
  }

  async caughtUp(): Promise<boolean> {
    if (!this.feed || !(await this.feed.broadcastsCaughtUp())) return false;
    if (this.feed.subscriptionLosses !== this.losses) {
      this.losses = this.feed.subscriptionLosses;
      this.forgetAll();
    }
    return true;
  }
}
