import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BLOCKS, FRIENDS, MESSAGES, REPORTS } from '@tracker/contracts';
import { ServiceError } from '@tracker/redis';

/** What the stand-in social service was sent, pattern by pattern. */
export const socialCalls: Array<{ pattern: string; payload: any }> = [];
export const lastSocialCall = (pattern: string) =>
  socialCalls.filter((call) => call.pattern === pattern).at(-1)?.payload;

/** A receiver the stand-in refuses with each code, to see the status the gateway maps it to. */
export const REFUSING = {
  FORBIDDEN: '00000000-0000-4000-8000-000000000403',
  CONFLICT: '00000000-0000-4000-8000-000000000409',
  RATE_LIMITED: '00000000-0000-4000-8000-000000000429',
} as const;
/** A user who asked the caller already: the request answers accepted. */
export const ASKED_ME = '00000000-0000-4000-8000-000000000200';

const profile = (id: string) => ({ id, displayName: 'Jet', username: 'jet', avatar: null });

@Controller()
class FakeSocialController {
  private record(pattern: string, payload: unknown) {
    socialCalls.push({ pattern, payload });
  }

  @MessagePattern(FRIENDS.list.pattern)
  list(@Payload() payload: { userId: string }) {
    this.record(FRIENDS.list.pattern, payload);
    return [];
  }

  @MessagePattern(FRIENDS.request.pattern)
  request(@Payload() payload: { userId: string; body: { userId: string } }) {
    this.record(FRIENDS.request.pattern, payload);
    const refusal = Object.entries(REFUSING).find(([, id]) => id === payload.body.userId);
    if (refusal) throw new ServiceError(refusal[0] as keyof typeof REFUSING, `Refused with ${refusal[0]}.`);
    return {
      id: 'r-1',
      sender: profile(payload.userId),
      receiver: profile(payload.body.userId),
      status: payload.body.userId === ASKED_ME ? 'accepted' : 'pending',
      createdAt: '2026-11-28T00:00:00.000Z',
      respondedAt: null,
    };
  }

  @MessagePattern(FRIENDS.accept.pattern)
  accept(@Payload() payload: unknown) {
    this.record(FRIENDS.accept.pattern, payload);
    throw new ServiceError('NOT_FOUND', 'Friend request not found.');
  }

  @MessagePattern(MESSAGES.page.pattern)
  page(@Payload() payload: unknown) {
    this.record(MESSAGES.page.pattern, payload);
    return { messages: [], nextCursor: null };
  }

  @MessagePattern(BLOCKS.unblock.pattern)
  unblock(@Payload() payload: { blockedId: string }) {
    this.record(BLOCKS.unblock.pattern, payload);
    return { userId: payload.blockedId };
  }

  @MessagePattern(REPORTS.file.pattern)
  report(@Payload() payload: unknown) {
    this.record(REPORTS.file.pattern, payload);
    return { id: 'rep-1', reason: 'spam', createdAt: '2026-11-28T00:00:00.000Z', attachedMessages: 0 };
  }
}

/** The social service as the gateway sees it over the transport. */
@Module({ controllers: [FakeSocialController] })
export class FakeSocialModule {}
