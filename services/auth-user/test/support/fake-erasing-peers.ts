import { Controller, Module } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AccessEnded,
  ACCOUNT_DELETION,
  ADMIN,
  type UserErase,
  type UserErased,
} from '@tracker/contracts';
import { unavailable } from '@tracker/redis';

type Eraser = 'lists-progress' | 'social' | 'dashboard';

/** Every erase asked of the stand-in services, in order, and the broadcasts that ended access. */
export const erases: Array<{ service: Eraser; userId: string }> = [];
export const accessEnded: AccessEnded[] = [];
/** How many more times each service refuses an erase (Infinity: until told otherwise). */
export const failures: Record<Eraser, number> = { 'lists-progress': 0, social: 0, dashboard: 0 };

/** What a service answers the asker: the first erase of a user removed its rows, a second removes none. */
function erase(service: Eraser, { userId }: UserErase): UserErased {
  if (failures[service] > 0) {
    failures[service] -= 1;
    throw unavailable(`The ${service} service is down for the test.`);
  }
  const before = erases.some((call) => call.service === service && call.userId === userId);
  erases.push({ service, userId });
  return { removed: before ? 0 : 3 };
}

export const erasesOf = (userId: string) =>
  erases.filter((call) => call.userId === userId).map((call) => call.service);

@Controller()
class FakeErasers {
  @MessagePattern(ACCOUNT_DELETION.listsErase.pattern)
  lists(@Payload() request: UserErase) {
    return erase('lists-progress', request);
  }

  @MessagePattern(ACCOUNT_DELETION.socialErase.pattern)
  social(@Payload() request: UserErase) {
    return erase('social', request);
  }

  @MessagePattern(ACCOUNT_DELETION.dashboardErase.pattern)
  dashboard(@Payload() request: UserErase) {
    return erase('dashboard', request);
  }

  @EventPattern<string>(ADMIN.accessEnded.pattern)
  ended(@Payload() event: AccessEnded) {
    accessEnded.push(event);
  }
}

/** lists-progress, social and dashboard as auth-user's deletion job sees them, and a gateway's ear. */
@Module({ controllers: [FakeErasers] })
export class FakeErasingPeersModule {}
