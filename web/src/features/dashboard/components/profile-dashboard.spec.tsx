import 'fake-indexeddb/auto';

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardConfig, PublicUser } from '@tracker/contracts';
import { defaultDashboardConfig } from '@tracker/domain';
import { IDBFactory } from 'fake-indexeddb';

import { failure, ok } from '../../../testing/envelope';
import { renderApp } from '../../../testing/render-app';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi, type RecordedRequest, sessionRoute } from '../../auth/testing/mock-api';
import { startCatalogueSession } from '../../catalogue-fallback/catalogue-session';
import { addWidget } from '../dashboard-edits';
import { readLocalDashboard } from '../storage/local-dashboards';
import { SERVER_RETRY_MS, serverMode } from '../storage/server-mode';

const haruhi: PublicUser = {
  id: 'user-1',
  username: 'haruhi',
  displayName: 'Haruhi Suzumiya',
  avatar_url: null,
  banner_url: null,
  createdAt: '2026-03-14T10:00:00.000Z',
  showFavorites: true,
};
const ROUTE = '/api/users/haruhi/dashboard-config';
const SAVED = defaultDashboardConfig('user-1', '2026-11-20T10:00:00.000Z');

const cellStyle = (title: string) =>
  (screen.getByRole('article', { name: title }).parentElement as HTMLElement).style;

function visit(routes: Parameters<typeof mockApi>[0] = {}, signedIn = true) {
  if (signedIn) localStorage.setItem('authToken', 'token-1');
  const api = mockApi({
    ...(signedIn ? sessionRoute(buildAccountUser({ username: 'haruhi' })) : {}),
    'GET /api/users/haruhi': { body: ok({ user: haruhi }) },
    [`GET ${ROUTE}`]: { body: ok({ config: SAVED }) },
    ...routes,
  });
  renderApp('/user/haruhi');
  return api;
}

const savedLike = (request: RecordedRequest, lastUpdated = '2026-11-22T10:00:00.000Z') => {
  const { config } = request.body as { config: DashboardConfig };
  return { body: ok({ config: { ...config, userId: 'user-1', lastUpdated } }) };
};

/** The alert (or status) holding this text: the widgets' bodies may show their own. */
const regionWith = async (role: 'alert' | 'status', text: string) =>
  (await screen.findByText(text, { exact: false })).closest(`[role="${role}"]`) as HTMLElement;

async function startEditing() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit dashboard' }));
  await screen.findByRole('button', { name: 'Move Stats Overview up' });
}

describe('the profile dashboard', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    startCatalogueSession();
    serverMode.reset();
  });
  afterEach(() => localStorage.clear());

  it('shows a visitor the widgets at their cells, read-only', async () => {
    visit({}, false);

    const anime = await screen.findByRole('article', { name: 'Favorite Anime' });
    expect(anime).toBeInTheDocument();
    expect(cellStyle('Favorite Anime').gridRow).toBe('1 / span 2');
    expect(cellStyle('Recent Activity').gridRow).toBe('5 / span 1');
    expect(screen.queryByRole('button', { name: 'Edit dashboard' })).toBeNull();
  });

  it('lets the owner move and resize a widget with the buttons, and saves it', async () => {
    const api = visit({ [`PUT ${ROUTE}`]: (request) => savedLike(request) });
    await startEditing();

    await userEvent.click(screen.getByRole('button', { name: 'Narrower: Stats Overview' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move Stats Overview right' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('button', { name: 'Edit dashboard' });
    const sent = (api.calls(`PUT ${ROUTE}`)[0]?.body as { config: DashboardConfig }).config;
    expect(sent.lastUpdated).toBe(SAVED.lastUpdated);
    expect(sent.gridConfig.cells.find((cell) => cell.widgetId === 'stats-overview')).toMatchObject({
      x: 1,
      y: 3,
      width: 1,
      height: 1,
    });
    expect(cellStyle('Stats Overview').gridColumn).toBe('2 / span 1');
  });

  it('announces why a move cannot happen', async () => {
    visit();
    await startEditing();

    await userEvent.click(screen.getByRole('button', { name: 'Move Stats Overview up' }));
    expect(
      await regionWith('status', 'Stats Overview would cover Favorite Characters: move that one first.'),
    ).toBeInTheDocument();
  });

  it('restores the snapshot on Cancel, saving nothing', async () => {
    const api = visit();
    await startEditing();
    expect(screen.getByRole('button', { name: 'Add widget' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Recent Activity' }));
    expect(screen.queryByRole('article', { name: 'Recent Activity' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('article', { name: 'Recent Activity' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit dashboard' })).toHaveFocus();
    expect(api.calls(`PUT ${ROUTE}`)).toHaveLength(0);
  });

  it('adds a list widget and configures it in a dialog', async () => {
    const api = visit({ [`PUT ${ROUTE}`]: (request) => savedLike(request) });
    await startEditing();

    await userEvent.click(screen.getByRole('button', { name: 'Add widget' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Watching' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Configure Watching' }));
    const dialog = screen.getByRole('dialog', { name: 'Configure Watching' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Display mode'), 'custom');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('button', { name: 'Edit dashboard' });
    const sent = (api.calls(`PUT ${ROUTE}`)[0]?.body as { config: DashboardConfig }).config;
    expect(sent.widgets.find((widget) => widget.type === 'watching_list')).toMatchObject({
      enabled: true,
      position: 4,
      data: expect.objectContaining({ displayMode: 'custom' }),
    });
    expect(sent.gridConfig.cells).toContainEqual({
      id: 'cell-watching-list',
      widgetId: 'watching-list',
      x: 0,
      y: 5,
      width: 2,
      height: 1,
    });
    expect(screen.getByRole('article', { name: 'Watching' })).toBeInTheDocument();
  });

  it('resets the dashboard to the default after asking', async () => {
    let reads = 0;
    const edited = {
      ...SAVED,
      gridConfig: { ...SAVED.gridConfig, cells: SAVED.gridConfig.cells.slice(0, 1) },
    };
    const api = visit({
      [`GET ${ROUTE}`]: () => ({ body: ok({ config: reads++ === 0 ? edited : SAVED }) }),
      [`DELETE ${ROUTE}`]: { body: ok({ deleted: true }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit dashboard' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Reset to default' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your dashboard?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));

    expect(await screen.findByRole('article', { name: 'Recent Activity' })).toBeInTheDocument();
    expect(api.calls(`DELETE ${ROUTE}`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Edit dashboard' })).toBeInTheDocument();
  });

  it("shows the server's refusal under 'Failed to save dashboard configuration' and stays in Edit mode", async () => {
    visit({ [`PUT ${ROUTE}`]: { status: 400, body: failure('A dashboard holds at most 30 cells.') } });
    await startEditing();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await regionWith('alert', 'A dashboard holds at most 30 cells.');
    expect(alert).toHaveTextContent(
      /^Failed to save dashboard configurationA dashboard holds at most 30 cells\.$/,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  describe('a save that lost to another tab', () => {
    const NEWER = { ...addWidget(SAVED, 'completed_list'), lastUpdated: '2026-11-21T10:00:00.000Z' };

    it('says so and loads the newer dashboard on request', async () => {
      let reads = 0;
      visit({
        [`GET ${ROUTE}`]: () => ({ body: ok({ config: reads++ === 0 ? SAVED : NEWER }) }),
        [`PUT ${ROUTE}`]: {
          status: 409,
          body: { success: false, data: { config: NEWER }, error: 'Changed.' },
        },
      });
      await startEditing();
      await userEvent.click(screen.getByRole('button', { name: 'Remove Recent Activity' }));
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));

      const alert = await regionWith('alert', 'This dashboard was changed in another tab or device.');
      await userEvent.click(within(alert).getByRole('button', { name: 'Load the newer version' }));

      expect(await screen.findByRole('article', { name: 'Completed' })).toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Recent Activity' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Edit dashboard' })).toBeInTheDocument();
    });

    it('or keeps this edit, whose next save starts from the newer one', async () => {
      let reads = 0;
      let writes = 0;
      const api = visit({
        [`GET ${ROUTE}`]: () => ({ body: ok({ config: reads++ === 0 ? SAVED : NEWER }) }),
        [`PUT ${ROUTE}`]: (request) =>
          writes++ === 0
            ? { status: 409, body: { success: false, data: { config: NEWER }, error: 'Changed.' } }
            : savedLike(request),
      });
      await startEditing();
      await userEvent.click(screen.getByRole('button', { name: 'Remove Recent Activity' }));
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Keep my changes' }));
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));

      await screen.findByRole('button', { name: 'Edit dashboard' });
      const [first, second] = api
        .calls(`PUT ${ROUTE}`)
        .map((request) => (request.body as { config: DashboardConfig }).config);
      expect(first?.lastUpdated).toBe(SAVED.lastUpdated);
      expect(second?.lastUpdated).toBe(NEWER.lastUpdated);
      expect(screen.queryByRole('article', { name: 'Recent Activity' })).toBeNull();
    });
  });

  it('falls back to the default while the server is unavailable, and keeps a save in this browser', async () => {
    visit({ [`GET ${ROUTE}`]: { status: 502, body: '<html>Bad Gateway</html>' } });

    expect(await regionWith('alert', 'Failed to load dashboard configuration')).toBeInTheDocument();
    // The default stands in, and stays editable: a save is kept in this browser.
    expect(screen.getByRole('article', { name: 'Favorite Anime' })).toBeInTheDocument();
    await startEditing();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Recent Activity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('button', { name: 'Edit dashboard' });
    expect(screen.queryByRole('article', { name: 'Recent Activity' })).toBeNull();
    expect(await regionWith('status', 'this is the dashboard saved in this browser')).toBeInTheDocument();
    const local = await readLocalDashboard('user-1');
    expect(local?.gridConfig.cells.map((cell) => cell.widgetId)).not.toContain('recent-activity');
  });

  it('asks the server again after the retry period, and syncs when it answers', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      let reads = 0;
      visit({
        [`GET ${ROUTE}`]: () =>
          reads++ === 0
            ? { status: 503, body: failure('Service unavailable.') }
            : { body: ok({ config: SAVED }) },
      });
      expect(await regionWith('alert', 'Failed to load dashboard configuration')).toBeInTheDocument();

      await act(() => jest.advanceTimersByTimeAsync(SERVER_RETRY_MS));

      await waitFor(() => expect(screen.queryByText('Failed to load dashboard configuration')).toBeNull());
      expect(reads).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  /** A window whose width can cross the phone breakpoint during a test. */
  function fakeViewport(narrow: boolean) {
    const listeners = new Set<() => void>();
    const viewport = {
      narrow,
      resize(to: boolean) {
        viewport.narrow = to;
        act(() => listeners.forEach((listener) => listener()));
      },
    };
    window.matchMedia = ((query: string) => ({
      get matches() {
        return viewport.narrow;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
    return viewport;
  }

  it('keeps an edit while the window is briefly too narrow for the grid', async () => {
    const viewport = fakeViewport(false);
    try {
      visit();
      await startEditing();
      await userEvent.click(screen.getByRole('button', { name: 'Remove Recent Activity' }));

      viewport.resize(true);
      expect(
        screen.getByText('Widen the window to move and resize widgets: your changes are kept.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('article', { name: 'Recent Activity' })).toBeNull();

      viewport.resize(false);
      expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
      await screen.findByRole('button', { name: 'Move Stats Overview up' });
      expect(screen.queryByRole('article', { name: 'Recent Activity' })).toBeNull();
    } finally {
      // @ts-expect-error: jsdom has none
      delete window.matchMedia;
    }
  });

  it('stacks the widgets in one column on a phone, without Edit mode', async () => {
    fakeViewport(true);
    try {
      visit();
      const anime = await screen.findByRole('article', { name: 'Favorite Anime' });
      expect(anime.closest('.dashboard-stack')).not.toBeNull();
      expect(screen.queryByRole('button', { name: 'Edit dashboard' })).toBeNull();
    } finally {
      // @ts-expect-error: jsdom has none
      delete window.matchMedia;
    }
  });
});
