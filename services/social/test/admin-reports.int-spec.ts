import { randomUUID } from 'node:crypto';

import {
  ADMIN_ONLY,
  ADMIN_REPORTS,
  type AdminReportsQuery,
  type MessageContract,
  REPORTS,
  type SocialProfile,
} from '@tracker/contracts';
import { admins, auditEntries, FakeAdminModule } from '@tracker/testing';

import { accounts, FakeAuthUserModule, people } from './support/fake-auth-user.js';
import { describeSocial } from './support/social-suite.js';

describeSocial({ authUser: [FakeAuthUserModule, FakeAdminModule] }, (subject) => {
  beforeEach(async () => {
    await subject().query('DELETE FROM reports');
    auditEntries.length = 0;
  });

  const call = <Q, R>(contract: MessageContract<Q, R>, payload: Q) =>
    subject().harness.send(contract, payload);
  const refusal = <Q, R>(contract: MessageContract<Q, R>, payload: unknown) =>
    subject().harness.refusal(contract, payload);
  const refused = (code: string, message: string) => ({ code, message });

  /** An account auth-user knows, as the inbox shows it. */
  const person = people('member', 'Member');
  const admin = () => {
    const profile = person();
    admins.add(profile.id);
    return profile;
  };
  /** A report stored as filing stores it, `minutesAgo` old. */
  const stored = async (
    reporter: SocialProfile,
    reported: SocialProfile,
    minutesAgo = 0,
    status = 'open',
  ) => {
    const { rows } = await subject().query(
      `INSERT INTO reports (reporter_id, reported_id, reason, details, status, created_at)
       VALUES ($1, $2, 'spam', 'Sends links', $3, now() - make_interval(mins => $4)) RETURNING id`,
      [reporter.id, reported.id, status, minutesAgo],
    );
    return rows[0].id as string;
  };
  const list = (actor: SocialProfile, query: Partial<AdminReportsQuery> = {}) =>
    call(ADMIN_REPORTS.list, {
      actorId: actor.id,
      query: { status: 'open', page: 1, userId: undefined, ...query },
    });
  const ids = (page: { reports: Array<{ id: string }> }) => page.reports.map((report) => report.id);

  describe('list', () => {
    it('lists the open reports newest first, with both people, their messages and no handling yet', async () => {
      const root = admin();
      const [victim, troll] = [person(), person()];
      const older = await stored(victim, troll, 10);
      const filed = await call(REPORTS.file, {
        userId: victim.id,
        body: { userId: troll.id, reason: 'harassment', details: 'Keeps writing' },
      });
      const page = await list(root);
      expect(page).toMatchObject({ page: 1, pageSize: 20, total: 2 });
      expect(ids(page)).toEqual([filed.id, older]);
      expect(page.reports[0]).toEqual({
        id: filed.id,
        reporter: victim,
        reported: troll,
        reason: 'harassment',
        details: 'Keeps writing',
        messages: [],
        status: 'open',
        createdAt: filed.createdAt,
        handledAt: null,
        handledBy: null,
        note: null,
      });
    });

    it('filters by state and by the reported user, and says null for an account that is gone', async () => {
      const root = admin();
      const [a, b, c] = [person(), person(), person()];
      const open = await stored(a, b, 3);
      const resolved = await stored(a, c, 2, 'resolved');
      const dismissed = await stored(c, b, 1, 'dismissed');
      expect(ids(await list(root))).toEqual([open]);
      expect(ids(await list(root, { status: 'resolved' }))).toEqual([resolved]);
      expect(ids(await list(root, { status: 'dismissed' }))).toEqual([dismissed]);
      expect(ids(await list(root, { status: 'all' }))).toEqual([dismissed, resolved, open]);
      const againstB = await list(root, { status: 'all', userId: b.id });
      expect([ids(againstB), againstB.total]).toEqual([[dismissed, open], 2]);
      accounts.delete(c.id);
      const [gone] = (await list(root, { status: 'dismissed' })).reports;
      expect(gone).toMatchObject({ reporter: null, reported: b });
    });

    it('pages 20 at a time and counts every report the filter matches', async () => {
      const root = admin();
      const [reporter, reported] = [person(), person()];
      const all: string[] = [];
      for (let minutesAgo = 0; minutesAgo < 21; minutesAgo += 1)
        all.push(await stored(reporter, reported, minutesAgo));
      const first = await list(root);
      const second = await list(root, { page: 2 });
      expect([first.reports.length, first.total, second.page, second.total]).toEqual([20, 21, 2, 21]);
      expect([...ids(first), ...ids(second)]).toEqual(all);
      expect(await list(root, { page: 3 })).toMatchObject({ reports: [], page: 3, total: 21 });
    });

    it('refuses a bad status, user id or page', async () => {
      const root = admin();
      const ask = (query: unknown) => refusal(ADMIN_REPORTS.list, { actorId: root.id, query });
      expect(await ask({ status: 'closed' })).toEqual(
        refused('BAD_REQUEST', "status must be one of open, resolved, dismissed or all, got 'closed'."),
      );
      expect(await ask({ userId: 'troll' })).toEqual(
        refused('BAD_REQUEST', 'userId must be the id of a user (a UUID).'),
      );
      expect(await ask({ page: 0 })).toEqual(
        refused('BAD_REQUEST', "page must be a whole number from 1 to 10000, got '0'."),
      );
    });
  });

  describe('resolve and dismiss', () => {
    it('resolves an open report with the note, names who handled it and records it in the audit log', async () => {
      const root = admin();
      const [victim, troll] = [person(), person()];
      const id = await stored(victim, troll);
      const report = await call(ADMIN_REPORTS.resolve, {
        actorId: root.id,
        reportId: id,
        note: '  Warned them.  ',
      });
      expect(report).toMatchObject({
        id,
        reporter: victim,
        reported: troll,
        status: 'resolved',
        handledAt: expect.any(String),
        handledBy: root,
        note: 'Warned them.',
      });
      expect(auditEntries).toEqual([
        {
          actorId: root.id,
          action: 'report.resolve',
          targetType: 'report',
          targetId: id,
          targetLabel: troll.username,
          details: { reason: 'spam', reporterId: victim.id, reportedId: troll.id, note: 'Warned them.' },
        },
      ]);
      expect(ids(await list(root, { status: 'resolved' }))).toEqual([id]);
      expect(ids(await list(root))).toEqual([]);
    });

    it('dismisses without a note, and answers 409 to handling it again and 404 to an unknown report', async () => {
      const root = admin();
      const id = await stored(person(), person());
      const report = await call(ADMIN_REPORTS.dismiss, { actorId: root.id, reportId: id });
      expect(report).toMatchObject({ status: 'dismissed', note: null, handledBy: root });
      expect(auditEntries.map((entry) => entry.action)).toEqual(['report.dismiss']);
      for (const contract of [ADMIN_REPORTS.resolve, ADMIN_REPORTS.dismiss])
        expect(await refusal(contract, { actorId: root.id, reportId: id })).toEqual(
          refused('CONFLICT', 'This report was already handled.'),
        );
      expect(await refusal(ADMIN_REPORTS.resolve, { actorId: root.id, reportId: randomUUID() })).toEqual(
        refused('NOT_FOUND', 'Report not found'),
      );
      expect(auditEntries).toHaveLength(1);
    });

    it('lets one of two admins resolving the same report at once win; the other gets 409', async () => {
      const [first, second] = [admin(), admin()];
      const id = await stored(person(), person());
      const outcomes = await Promise.allSettled(
        [first, second].map((actor) => call(ADMIN_REPORTS.resolve, { actorId: actor.id, reportId: id })),
      );
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const lost = outcomes.find((outcome) => outcome.status === 'rejected');
      expect((lost?.reason as { payload: unknown }).payload).toEqual(
        refused('CONFLICT', 'This report was already handled.'),
      );
      const { rows } = await subject().query('SELECT handled_by FROM reports WHERE id = $1', [id]);
      expect(auditEntries.map((entry) => entry.actorId)).toEqual([rows[0].handled_by]);
    });

    it('refuses a note past 1000 characters and a bad report id', async () => {
      const root = admin();
      const id = await stored(person(), person());
      expect(
        await refusal(ADMIN_REPORTS.resolve, { actorId: root.id, reportId: id, note: 'x'.repeat(1001) }),
      ).toEqual(refused('BAD_REQUEST', 'note must be at most 1000 characters.'));
      expect(await refusal(ADMIN_REPORTS.dismiss, { actorId: root.id, reportId: '42' })).toEqual(
        refused('BAD_REQUEST', 'id must be the id of a report (a UUID).'),
      );
    });
  });

  it('refuses every admin message to someone who is not an admin now, changing nothing', async () => {
    const [demoted, stranger] = [admin(), person()];
    admins.delete(demoted.id);
    const id = await stored(person(), person());
    for (const actor of [demoted, stranger, { id: randomUUID() }]) {
      const actorId = actor.id;
      expect(await refusal(ADMIN_REPORTS.list, { actorId, query: { status: 'all', page: 1 } })).toEqual(
        refused('FORBIDDEN', ADMIN_ONLY),
      );
      expect(await refusal(ADMIN_REPORTS.resolve, { actorId, reportId: id })).toEqual(
        refused('FORBIDDEN', ADMIN_ONLY),
      );
      expect(await refusal(ADMIN_REPORTS.dismiss, { actorId, reportId: randomUUID() })).toEqual(
        refused('FORBIDDEN', ADMIN_ONLY),
      );
    }
    const { rows } = await subject().query('SELECT status, handled_by FROM reports WHERE id = $1', [id]);
    expect(rows).toEqual([{ status: 'open', handled_by: null }]);
    expect(auditEntries).toEqual([]);
  });
});
