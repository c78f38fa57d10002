import 'fake-indexeddb/auto';

import type { DashboardConfig } from '@tracker/contracts';
import { dashboardConfigBody } from '@tracker/contracts/schemas';
import { defaultDashboardConfig } from '@tracker/domain';
import { IDBFactory } from 'fake-indexeddb';

import { failure, ok } from '../../../testing/envelope';
import { mockApi, type RecordedRequest } from '../../auth/testing/mock-api';
import { startCatalogueSession } from '../../catalogue-fallback/catalogue-session';
import { DASHBOARD_ERRORS, DashboardConflictError, loadDashboard, saveDashboard } from './dashboard-sync';
import { readLocalDashboard, writeLocalDashboard } from './local-dashboards';
import { serverMode } from './server-mode';

const ROUTE = '/api/users/haruhi/dashboard-config';
const OWNER = { username: 'haruhi', userId: 'user-2', isOwner: true };

const config = (lastUpdated: string, rows = 6): DashboardConfig => ({
  ...defaultDashboardConfig('user-2', lastUpdated),
  gridConfig: { ...defaultDashboardConfig('user-2', lastUpdated).gridConfig, rows },
});
const layoutOf = ({ widgets, gridConfig, lastUpdated }: DashboardConfig) => ({
  widgets,
  gridConfig,
  lastUpdated,
});

/** The server's answer to a PUT: the body it parses, or its 400. */
const answerPut = (saved: DashboardConfig) => (request: RecordedRequest) => {
  const parsed = dashboardConfigBody.safeParse(request.body);
  return parsed.success
    ? { body: ok({ config: saved }) }
    : { status: 400, body: failure(parsed.error.issues[0]?.message ?? 'Invalid body.') };
};

const OLDER = config('2026-11-20T10:00:00.000Z', 6);
const NEWER = config('2026-11-21T10:00:00.000Z', 8);

describe('dashboard sync (spec §4, §7, §8)', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    startCatalogueSession();
    serverMode.reset();
  });

  describe('load', () => {
    it("takes the server's dashboard and keeps a local copy for the owner", async () => {
      mockApi({ [`GET ${ROUTE}`]: { body: ok({ config: OLDER }) } });

      await expect(loadDashboard(OWNER)).resolves.toEqual({
        config: OLDER,
        source: 'server',
        loadError: null,
      });
      await expect(readLocalDashboard('user-2')).resolves.toEqual(OLDER);
    });

    it('keeps no local copy of somebody else’s dashboard', async () => {
      mockApi({ [`GET ${ROUTE}`]: { body: ok({ config: OLDER }) } });

      await loadDashboard({ ...OWNER, isOwner: false });
      await expect(readLocalDashboard('user-2')).resolves.toBeNull();
    });

    it.each([
      ['an error status', { status: 502, body: failure('The dashboard service did not answer.') }],
      ['an HTML page', { status: 200, body: '<html>proxy error</html>' }],
    ])('turns server mode off on %s and uses the local copy', async (_, reply) => {
      await writeLocalDashboard(OLDER);
      const api = mockApi({ [`GET ${ROUTE}`]: reply });

      await expect(loadDashboard(OWNER)).resolves.toEqual({
        config: OLDER,
        source: 'local',
        loadError: null,
      });
      // Server mode is off: the next load does not ask the server.
      await loadDashboard(OWNER);
      expect(api.calls(`GET ${ROUTE}`)).toHaveLength(1);
    });

    it('appends the widget types an older local copy lacks, and keeps them', async () => {
      await writeLocalDashboard({
        ...OLDER,
        widgets: OLDER.widgets.filter((widget) => widget.type !== 'dropped_list'),
      });
      mockApi({ [`GET ${ROUTE}`]: { status: 503, body: failure('Service unavailable.') } });

      const { config: loaded } = await loadDashboard(OWNER);
      expect(loaded.widgets.find((widget) => widget.type === 'dropped_list')).toMatchObject({
        enabled: false,
      });
      expect(loaded.gridConfig).toEqual(OLDER.gridConfig);
      await expect(readLocalDashboard('user-2')).resolves.toEqual(loaded);
    });

    it("falls back to the default with 'Failed to load dashboard configuration' when there is no local copy", async () => {
      mockApi({ [`GET ${ROUTE}`]: { status: 500, body: failure('Database is down.') } });

      const loaded = await loadDashboard(OWNER);
      expect(loaded.source).toBe('default');
      expect(loaded.loadError).toEqual({ kind: 'failed', message: 'Database is down.' });
      expect(loaded.config.gridConfig.cells.map((cell) => cell.widgetId)).toEqual([
        'favorite-anime',
        'favorite-characters',
        'stats-overview',
        'recent-activity',
      ]);
      expect(DASHBOARD_ERRORS.load).toBe('Failed to load dashboard configuration');
    });

    it('says the server is away, without asking it, once server mode is off and there is no local copy', async () => {
      const api = mockApi({});
      serverMode.disable();

      const loaded = await loadDashboard(OWNER);
      expect(loaded).toMatchObject({ source: 'default', loadError: { kind: 'unavailable' } });
      expect(api.calls(`GET ${ROUTE}`)).toEqual([]);
    });

    it('shows the default to others while the owner has none (404)', async () => {
      mockApi({ [`GET ${ROUTE}`]: { status: 404, body: failure('Haruhi has no dashboard yet.') } });

      const loaded = await loadDashboard({ ...OWNER, isOwner: false });
      expect(loaded).toMatchObject({ source: 'default', loadError: null });
    });

    it('pushes a newer local copy up when the server is back', async () => {
      await writeLocalDashboard(NEWER);
      const saved = { ...NEWER, lastUpdated: '2026-11-21T10:00:00.001Z' };
      const api = mockApi({
        [`GET ${ROUTE}`]: { body: ok({ config: OLDER }) },
        [`PUT ${ROUTE}`]: answerPut(saved),
      });

      await expect(loadDashboard(OWNER)).resolves.toEqual({
        config: saved,
        source: 'server',
        loadError: null,
      });
      // The layout and the time it was made: the body the server parses has no userId.
      expect(api.calls(`PUT ${ROUTE}`)[0]?.body).toEqual({ config: layoutOf(NEWER) });
      await expect(readLocalDashboard('user-2')).resolves.toEqual(saved);
    });

    it("keeps the server's when it is the newer one", async () => {
      await writeLocalDashboard(OLDER);
      const api = mockApi({ [`GET ${ROUTE}`]: { body: ok({ config: NEWER }) } });

      await expect(loadDashboard(OWNER)).resolves.toMatchObject({ config: NEWER, source: 'server' });
      expect(api.calls(`PUT ${ROUTE}`)).toHaveLength(0);
      await expect(readLocalDashboard('user-2')).resolves.toEqual(NEWER);
    });
  });

  describe('save', () => {
    it('PUTs the edit with the lastUpdated it started from and keeps the saved one locally', async () => {
      const api = mockApi({ [`PUT ${ROUTE}`]: answerPut(NEWER) });

      await expect(saveDashboard('haruhi', 'user-2', layoutOf(OLDER))).resolves.toEqual({
        config: NEWER,
        source: 'server',
      });
      expect(api.calls(`PUT ${ROUTE}`)[0]?.body).toEqual({ config: layoutOf(OLDER) });
      await expect(readLocalDashboard('user-2')).resolves.toEqual(NEWER);
    });

    it('keeps the edit locally, dated now, when the server is unavailable', async () => {
      mockApi({ [`PUT ${ROUTE}`]: { status: 502, body: '<html>Bad Gateway</html>' } });
      const before = Date.now();

      const { config: saved, source } = await saveDashboard('haruhi', 'user-2', layoutOf(OLDER));
      expect(source).toBe('local');
      expect(new Date(saved.lastUpdated).getTime()).toBeGreaterThanOrEqual(before);
      await expect(readLocalDashboard('user-2')).resolves.toEqual(saved);
      expect(serverMode.isOn()).toBe(false);
    });

    it('turns a stale write (409) into a conflict carrying the newer dashboard', async () => {
      mockApi({
        [`PUT ${ROUTE}`]: {
          status: 409,
          body: { success: false, data: { config: NEWER }, error: 'Changed elsewhere.' },
        },
        [`GET ${ROUTE}`]: { body: ok({ config: NEWER }) },
      });

      const error = await saveDashboard('haruhi', 'user-2', layoutOf(OLDER)).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(DashboardConflictError);
      expect((error as DashboardConflictError).newer).toEqual(NEWER);
      await expect(readLocalDashboard('user-2')).resolves.toBeNull();
    });

    it("rethrows a refusal as 'Failed to save dashboard configuration' with the server's reason", async () => {
      mockApi({
        [`PUT ${ROUTE}`]: {
          status: 400,
          body: failure("Cells 'a' and 'b' overlap: move or resize one of them."),
        },
      });

      await expect(saveDashboard('haruhi', 'user-2', layoutOf(OLDER))).rejects.toThrow(
        "Failed to save dashboard configuration: Cells 'a' and 'b' overlap: move or resize one of them.",
      );
    });

    it('rethrows when neither the server nor the browser can keep it', async () => {
      serverMode.disable();
      // @ts-expect-error: a browser without IndexedDB
      delete globalThis.indexedDB;
      startCatalogueSession();

      await expect(saveDashboard('haruhi', 'user-2', layoutOf(OLDER))).rejects.toThrow(
        'Failed to save dashboard configuration: This browser cannot keep data (IndexedDB is unavailable).',
      );
    });
  });
});
