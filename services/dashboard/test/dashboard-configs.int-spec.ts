import { randomUUID } from 'node:crypto';

import { baseEnvSchema, loadEnv } from '@tracker/config';
import {
  ACCOUNT_DELETION,
  DASHBOARD,
  type DashboardConfig,
  type DashboardLayout,
  type MessageContract,
  WIDGET_TYPES,
} from '@tracker/contracts';
import { defaultDashboardConfig } from '@tracker/domain';
import { describeService, type ServiceHarness, startServiceHarness } from '@tracker/testing';

import { AppModule } from '../src/app.module.js';
import { type Account, accounts, FakeAuthUserModule } from './support/fake-auth-user.js';

describeService(
  'dashboard',
  (env) => AppModule.register(env),
  ['dashboard_configs'],
  (subject) => {
    let authUserHarness: ServiceHarness;

    beforeAll(async () => {
      authUserHarness = await startServiceHarness(
        'auth-user',
        { module: class StandIns {}, imports: [FakeAuthUserModule] },
        loadEnv(baseEnvSchema, subject().infra.env),
      );
    });

    afterAll(async () => {
      await authUserHarness?.close();
    });

    const call = <Q, R>(contract: MessageContract<Q, R>, payload: Q) =>
      subject().harness.send(contract, payload);
    const refusal = <Q, R>(contract: MessageContract<Q, R>, payload: unknown) =>
      subject().harness.refusal(contract, payload);
    const stored = async () =>
      (await subject().query('SELECT * FROM dashboard_configs ORDER BY user_id')).rows;

    let serial = 0;
    const person = (privacy: Partial<Pick<Account, 'isPublic' | 'showFavorites'>> = {}): Account => {
      serial += 1;
      const account: Account = {
        id: randomUUID(),
        username: `faye_${serial}`,
        displayName: `Faye ${serial}`,
        avatar_url: null,
        banner_url: null,
        createdAt: new Date().toISOString(),
        showFavorites: true,
        isPublic: true,
        ...privacy,
      };
      accounts.set(account.username, account);
      return account;
    };
    const layoutOf = ({ widgets, gridConfig, lastUpdated }: DashboardConfig): DashboardLayout => ({
      widgets,
      gridConfig,
      lastUpdated,
    });
    const read = (owner: Account, viewer?: Account) =>
      call(DASHBOARD.get, { username: owner.username, viewerId: viewer?.id });
    const save = (owner: Account, config: DashboardLayout, by = owner) =>
      call(DASHBOARD.save, { username: owner.username, userId: by.id, config });
    /** The owner's dashboard with its first cell moved one row down. */
    const moved = (config: DashboardConfig): DashboardLayout => {
      const layout = structuredClone(layoutOf(config));
      layout.gridConfig.cells = layout.gridConfig.cells.filter((cell) => cell.widgetId === 'favorite-anime');
      layout.gridConfig.cells[0].y = 1;
      return layout;
    };

    describe('reading', () => {
      it("creates the owner's default on the first read and saves it, the same on the next", async () => {
        const spike = person();
        const first = await read(spike, spike);
        expect(first.userId).toBe(spike.id);
        expect(first.widgets.map((widget) => widget.type)).toEqual(WIDGET_TYPES);
        expect(first.gridConfig).toMatchObject({ rows: 6, columns: 2 });
        expect(await read(spike, spike)).toEqual(first);
        expect(await read(spike)).toEqual(first);
        expect((await stored()).filter((row) => row.user_id === spike.id)).toHaveLength(1);
      });

      it('answers others 404 while the owner has none, and creates nothing', async () => {
        const jet = person();
        const before = await stored();
        expect(await refusal(DASHBOARD.get, { username: jet.username })).toEqual({
          code: 'NOT_FOUND',
          message: `${jet.displayName} has no dashboard yet.`,
        });
        expect(await refusal(DASHBOARD.get, { username: jet.username, viewerId: person().id })).toMatchObject(
          {
            code: 'NOT_FOUND',
          },
        );
        expect(await stored()).toEqual(before);
      });

      it('answers a private profile as an unknown one, to all but its owner', async () => {
        const ed = person({ isPublic: false });
        await read(ed, ed);
        const unknown = { code: 'NOT_FOUND', message: 'User not found.' };
        expect(await refusal(DASHBOARD.get, { username: ed.username })).toEqual(unknown);
        expect(await refusal(DASHBOARD.get, { username: ed.username, viewerId: person().id })).toEqual(
          unknown,
        );
        expect(await refusal(DASHBOARD.get, { username: 'nobody_at_all' })).toEqual(unknown);
      });

      it('leaves the favorite widgets out for others when the owner hides favorites', async () => {
        const faye = person({ showFavorites: false });
        const own = await read(faye, faye);
        expect(own.widgets.map((widget) => widget.type)).toContain('favorite_anime');
        for (const seen of [await read(faye), await read(faye, person())]) {
          expect(seen.widgets.map((widget) => widget.type)).not.toContain('favorite_anime');
          expect(seen.widgets.map((widget) => widget.type)).not.toContain('favorite_characters');
          expect(seen.gridConfig.cells.map((cell) => cell.widgetId)).toEqual([
            'stats-overview',
            'recent-activity',
          ]);
        }
      });

      it('appends widget types a stored config lacks and saves them back, keeping lastUpdated', async () => {
        const vicious = person();
        const config = await read(vicious, vicious);
        await subject().query(
          `UPDATE dashboard_configs SET widgets = jsonb_path_query_array(widgets, '$[0 to 3]') WHERE user_id = $1`,
          [vicious.id],
        );
        const completed = await read(vicious);
        expect(completed.widgets.map((widget) => widget.type)).toEqual(WIDGET_TYPES);
        expect(completed.lastUpdated).toBe(config.lastUpdated);
        const [row] = (await stored()).filter((each) => each.user_id === vicious.id);
        expect(row.widgets).toHaveLength(WIDGET_TYPES.length);
      });
    });

    describe('saving', () => {
      it('saves the owner’s layout with a newer lastUpdated, which the next read answers', async () => {
        const spike = person();
        const config = await read(spike, spike);
        const { saved } = (await save(spike, moved(config))) as { saved: DashboardConfig };
        expect(saved.gridConfig.cells).toEqual([
          expect.objectContaining({ widgetId: 'favorite-anime', y: 1 }),
        ]);
        expect(Date.parse(saved.lastUpdated)).toBeGreaterThan(Date.parse(config.lastUpdated));
        // Types the client left out come back, switched off: spec §4.
        expect(saved.widgets.map((widget) => widget.type)).toEqual(WIDGET_TYPES);
        expect(await read(spike, spike)).toEqual(saved);
      });

      it('answers a stale save the newer config and changes nothing, as a second tab gets it', async () => {
        const jet = person();
        const loaded = await read(jet, jet);
        const first = (await save(jet, moved(loaded))) as { saved: DashboardConfig };
        const before = await stored();
        const stale = await save(jet, {
          ...layoutOf(loaded),
          gridConfig: { rows: 2, columns: 1, cells: [] },
        });
        expect(stale).toEqual({ conflict: first.saved });
        expect(await stored()).toEqual(before);
        // Saved again from the version it was shown, it goes through.
        expect(await save(jet, layoutOf(first.saved))).toHaveProperty('saved');
      });

      it('lets one of two parallel saves from one version win; the other gets the winner', async () => {
        const ed = person();
        const loaded = await read(ed, ed);
        const layouts = [1, 2, 3].map((rows) => ({
          ...moved(loaded),
          gridConfig: { rows: rows + 2, columns: 2, cells: [] },
        }));
        const results = await Promise.all(layouts.map((layout) => save(ed, layout)));
        const winners = results.filter((result) => 'saved' in result);
        expect(winners).toHaveLength(1);
        const winner = winners[0].saved;
        for (const result of results) if ('conflict' in result) expect(result.conflict).toEqual(winner);
        expect(await read(ed, ed)).toEqual(winner);
      });

      it('takes a first save without lastUpdated, but not over a stored config', async () => {
        const faye = person();
        const layout = moved(defaultDashboardConfig(faye.id, new Date().toISOString()));
        delete layout.lastUpdated;
        const first = await save(faye, layout);
        expect(first).toHaveProperty('saved');
        expect(await save(faye, layout)).toEqual({ conflict: (first as { saved: DashboardConfig }).saved });
      });

      it("refuses another user's dashboard, changing nothing", async () => {
        const [owner, other] = [person(), person()];
        const config = await read(owner, owner);
        const before = await stored();
        const forbidden = {
          code: 'FORBIDDEN',
          message: 'Only the owner of this profile can change its dashboard.',
        };
        expect(
          await refusal(DASHBOARD.save, {
            username: owner.username,
            userId: other.id,
            config: moved(config),
          }),
        ).toEqual(forbidden);
        expect(await refusal(DASHBOARD.remove, { username: owner.username, userId: other.id })).toEqual(
          forbidden,
        );
        const hidden = person({ isPublic: false });
        expect(await refusal(DASHBOARD.remove, { username: hidden.username, userId: other.id })).toEqual({
          code: 'NOT_FOUND',
          message: 'User not found.',
        });
        expect(await stored()).toEqual(before);
      });

      it('refuses a bad layout and a lastUpdated from the future with 400, changing nothing', async () => {
        const vicious = person();
        const config = await read(vicious, vicious);
        const before = await stored();
        const overlapping = structuredClone(layoutOf(config));
        overlapping.gridConfig.cells[1].y = 1;
        expect(
          await refusal(DASHBOARD.save, {
            username: vicious.username,
            userId: vicious.id,
            config: overlapping,
          }),
        ).toEqual({
          code: 'BAD_REQUEST',
          message:
            "Cells 'cell-favorite-anime' and 'cell-favorite-characters' overlap: move or resize one of them.",
        });
        const future = { ...layoutOf(config), lastUpdated: '2099-01-01T00:00:00.000Z' };
        expect(
          await refusal(DASHBOARD.save, { username: vicious.username, userId: vicious.id, config: future }),
        ).toEqual({
          code: 'BAD_REQUEST',
          message: 'lastUpdated is in the future: reload the dashboard and make the change again.',
        });
        expect(await stored()).toEqual(before);
      });
    });

    it('removes the owner’s dashboard; the next read starts from the default again', async () => {
      const spike = person();
      const config = await read(spike, spike);
      await save(spike, moved(config));
      expect(await call(DASHBOARD.remove, { username: spike.username, userId: spike.id })).toEqual({
        deleted: true,
      });
      expect(await call(DASHBOARD.remove, { username: spike.username, userId: spike.id })).toEqual({
        deleted: false,
      });
      expect((await read(spike, spike)).gridConfig.cells).toHaveLength(4);
    });

    it("erases a deleted account's dashboard, whatever its profile says, and nothing the second time", async () => {
      const [faye, jet] = [person({ isPublic: false }), person()];
      await read(faye, faye);
      await read(jet, jet);
      accounts.delete(faye.username);
      expect(await call(ACCOUNT_DELETION.dashboardErase, { userId: faye.id })).toEqual({ removed: 1 });
      expect(await call(ACCOUNT_DELETION.dashboardErase, { userId: faye.id })).toEqual({ removed: 0 });
      expect((await stored()).map((row) => row.user_id)).not.toContain(faye.id);
      expect((await stored()).map((row) => row.user_id)).toContain(jet.id);
      expect(await refusal(ACCOUNT_DELETION.dashboardErase, { userId: 'faye' })).toEqual({
        code: 'BAD_REQUEST',
        message: 'userId must be the id of a user (a UUID).',
      });
    });
  },
);
