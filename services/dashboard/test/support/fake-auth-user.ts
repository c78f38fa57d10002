import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type PublicUser, type UserLookup, USERS } from '@tracker/contracts';
import { notFound } from '@tracker/redis';

/** A profile the stand-in auth-user knows, with its privacy. */
export interface Account extends PublicUser {
  isPublic: boolean;
}

export const accounts = new Map<string, Account>();

@Controller()
class FakeAuthUserController {
  /** As auth-user answers it: a private profile is 'User not found.' to all but its owner. */
  @MessagePattern(USERS.byUsername.pattern)
  byUsername(@Payload() { username, viewerId }: UserLookup): PublicUser {
    const account = accounts.get(username.toLowerCase());
    if (!account || (!account.isPublic && account.id !== viewerId)) throw notFound('User not found.');
    const { isPublic: _, ...user } = account;
    return user;
  }
}

/** auth-user as the dashboard service sees it over the transport: profiles by name. */
@Module({ controllers: [FakeAuthUserController] })
export class FakeAuthUserModule {}
