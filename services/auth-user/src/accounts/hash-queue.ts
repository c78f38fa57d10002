import { ServiceError } from '@tracker/redis';

export const HASHING_BUSY = 'Too many sign-in attempts right now. Please try again in a moment.';

export interface HashQueueOptions {
  /** Hashes at once: about what the CPU can run side by side. */
  concurrency: number;
  /** How long a hash may wait for its turn before it is refused. */
  maxWaitMs: number;
  /** How many may wait at once; more are refused at once. */
  maxQueued: number;
}

interface Waiter {
  start(): void;
  timer: NodeJS.Timeout;
  urgent: boolean;
}

/**
 * Bounds password hashing. Each hash takes a core for tens of ms, so a burst of logins would otherwise
 * queue without end and every login, honest ones included, would wait past the gateway's timeout. A
 * hash that cannot start within `maxWaitMs` is refused with RATE_LIMITED (a 429 with Retry-After at the
 * gateway) and the ones that do start finish quickly. An urgent hash (a login from a browser the account
 * signed in from before) waits ahead of the others and is never refused for a full queue, so a burst
 * from elsewhere does not keep the owner out.
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly options: HashQueueOptions) {}

  run<T>(task: () => Promise<T>, urgent = false): Promise<T> {
    if (this.running < this.options.concurrency) return this.start(task);
    if (!urgent && this.waiting.length >= this.options.maxQueued) return Promise.reject(busy());
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          this.start(task).then(resolve, reject);
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(busy());
        }, this.options.maxWaitMs),
        urgent,
      };
      const firstNotUrgent = this.waiting.findIndex((other) => !other.urgent);
      if (urgent && firstNotUrgent >= 0) this.waiting.splice(firstNotUrgent, 0, waiter);
      else this.waiting.push(waiter);
    });
  }

  private async start<T>(task: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.start();
    }
  }
}

const busy = () => new ServiceError('RATE_LIMITED', HASHING_BUSY);
