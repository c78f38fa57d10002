import { Controller, Module } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  ACCOUNT_DELETION,
  BLOCKS,
  FRIENDS,
  FRIENDSHIPS,
  type MessageContract,
  type SocialPeopleChanged,
  type SocialProfile,
} from '@tracker/contracts';
import { eventually } from '@tracker/testing';

import { accounts, FakeAuthUserModule, people } from './support/fake-auth-user.js';
import { PushListenerModule } from './support/push-listener.js';
import { describeSocial } from './support/social-suite.js';

/** Every `social.friends.changed` broadcast, as a gateway replica hears it. */
const broadcasts: SocialPeopleChanged[] = [];

@Controller()
class FriendshipChangesListener {
  @EventPattern<string>(FRIENDSHIPS.changed.pattern)
  changed(@Payload() change: SocialPeopleChanged) {
    broadcasts.push(change);
  }
}

@Module({ controllers: [FriendshipChangesListener] })
class FriendshipChangesListenerModule {}

describeSocial(
  { authUser: [FakeAuthUserModule, PushListenerModule, FriendshipChangesListenerModule] },
  (subject) => {
    const call = <Q, R>(contract: MessageContract<Q, R>, payload: Q) =>
      subject().harness.send(contract, payload);

    const person = people('friend', 'Friend');
    const ask = (from: SocialProfile, to: SocialProfile) =>
      call(FRIENDS.request, { userId: from.id, body: { userId: to.id } });
    const befriend = async (a: SocialProfile, b: SocialProfile) => {
      const request = await ask(a, b);
      await call(FRIENDS.accept, { userId: b.id, requestId: request.id });
    };
    /** The broadcasts naming any of these people, each with its ids sorted, once the last one expected came. */
    const heardAbout = async (people: SocialProfile[], expected: number) => {
      const ids = new Set(people.map((person) => person.id));
      const about = () =>
        broadcasts
          .filter(({ userIds }) => userIds.some((id) => ids.has(id)))
          .map(({ userIds }) => [...userIds].sort());
      // Broadcasts from one process arrive in the order sent: once the last came, none before it is missing.
      await eventually(() => expect(about().length).toBeGreaterThanOrEqual(expected), 1_000, 20);
      return about();
    };
    const pair = (a: SocialProfile, b: SocialProfile) => [a.id, b.id].sort();

    it('broadcasts both people once a request is accepted, and once their friendship is removed', async () => {
      const [spike, jet] = [person(), person()];
      const request = await ask(spike, jet);
      await call(FRIENDS.accept, { userId: jet.id, requestId: request.id });
      await call(FRIENDS.remove, { userId: spike.id, friendId: jet.id });
      expect(await heardAbout([spike, jet], 2)).toEqual([pair(spike, jet), pair(spike, jet)]);
    });

    it("broadcasts a request that accepts the other's pending one, and a block that ends a friendship", async () => {
      const [faye, ed, ein] = [person(), person(), person()];
      await ask(faye, ed);
      await ask(ed, faye);
      await befriend(faye, ein);
      await call(BLOCKS.block, { userId: ein.id, body: { userId: faye.id } });
      expect(await heardAbout([faye, ed, ein], 3)).toEqual([
        pair(faye, ed),
        pair(faye, ein),
        pair(faye, ein),
      ]);
    });

    it('broadcasts nothing for a request, a rejection or a block between people who are not friends', async () => {
      const [julia, vicious, annie] = [person(), person(), person()];
      const request = await ask(julia, vicious);
      await call(FRIENDS.reject, { userId: vicious.id, requestId: request.id });
      await call(BLOCKS.block, { userId: julia.id, body: { userId: annie.id } });
      // A change that is broadcast, sent last: the ones before it would have come first.
      await befriend(vicious, annie);
      expect(await heardAbout([julia, vicious, annie], 1)).toEqual([pair(vicious, annie)]);
    });

    it("broadcasts an erased account's friends with it", async () => {
      const [gren, punch, judy, stranger] = [person(), person(), person(), person()];
      await befriend(gren, punch);
      await befriend(judy, gren);
      await ask(stranger, gren);
      await call(ACCOUNT_DELETION.socialErase, { userId: gren.id });
      expect(await heardAbout([gren, punch, judy, stranger], 3)).toEqual([
        pair(gren, punch),
        pair(judy, gren),
        [gren.id, punch.id, judy.id].sort(),
      ]);
    });

    it("lists every friend's id, whatever their account's state, newest friendship first", async () => {
      const [mao, lin, gone] = [person(), person(), person()];
      await befriend(mao, lin);
      await befriend(gone, mao);
      // An account auth-user no longer answers for (disabled, or being deleted) is still a friend here.
      accounts.delete(gone.id);
      expect(await call(FRIENDS.ids, { userId: mao.id })).toEqual([gone.id, lin.id]);
      expect((await call(FRIENDS.list, { userId: mao.id })).map(({ friend }) => friend.id)).toEqual([lin.id]);
    });
  },
);
