import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { failure, ok } from '../../../testing/envelope';
import { renderApp } from '../../../testing/render-app';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi, sessionRoute } from '../../auth/testing/mock-api';
import { buildFriendEntry } from '../testing/activity-factory';
import { stubIntersectionObserver } from '../testing/intersection-observer';

const FIRST_PAGE = 'GET /api/auth/activity/friends?limit=10';
const SECOND_PAGE = 'GET /api/auth/activity/friends?limit=10&cursor=page-2';
const jet = { id: 'user-3', username: 'jet', displayName: 'Jet Black', avatar_url: null };

function signIn() {
  localStorage.setItem('authToken', 'token-1');
  return sessionRoute(buildAccountUser());
}

const feedOn = async () => screen.findByRole('region', { name: "Friends' activity" });

describe("the home page's friends' activity", () => {
  // The section reads its feed once near the window: here it is, from the start.
  let observer: ReturnType<typeof stubIntersectionObserver>;
  beforeEach(() => {
    observer = stubIntersectionObserver({ immediate: true });
  });
  afterEach(() => {
    observer.restore();
    localStorage.clear();
  });

  it("shows the friends' entries newest first with who did each, and more by cursor", async () => {
    const api = mockApi({
      ...signIn(),
      [FIRST_PAGE]: {
        body: ok({
          items: [
            buildFriendEntry({
              id: 'f2',
              kind: 'episodes_watched',
              status: null,
              episodes: { from: 3, to: 5 },
            }),
            buildFriendEntry({ id: 'f1', user: jet, kind: 'score_set', status: null, score: 9 }),
          ],
          nextCursor: 'page-2',
        }),
      },
      [SECOND_PAGE]: { body: ok({ items: [buildFriendEntry({ id: 'f0' })], nextCursor: null }) },
    });
    renderApp('/');

    const feed = await feedOn();
    const list = await within(feed).findByRole('list', { name: "Friends' activity" });
    const texts = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent);
    expect(texts()).toEqual([
      'Faye Valentine Watched episodes 3–5 of Cowboy Bebop',
      'Jet Black Scored Cowboy Bebop 9',
    ]);
    expect(within(list).getByRole('link', { name: 'Jet Black' })).toHaveAttribute('href', '/user/jet');
    expect(api.calls(FIRST_PAGE)[0]?.headers.Authorization).toBe('Bearer token-1');

    await userEvent.click(within(feed).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(texts()).toHaveLength(3));
    expect(texts()[2]).toBe('Faye Valentine Added Cowboy Bebop to Viendo');
    expect(within(feed).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says when the friends have done nothing yet', async () => {
    mockApi({ ...signIn(), [FIRST_PAGE]: { body: ok({ items: [], nextCursor: null }) } });
    renderApp('/');

    expect(
      await within(await feedOn()).findByText(
        'Nothing from your friends yet: what they add, watch and score shows up here.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    mockApi({ ...signIn(), [FIRST_PAGE]: { status: 503, body: failure('Lists are unavailable.') } });
    renderApp('/');

    const alert = await within(await feedOn()).findByRole('alert');
    expect(alert).toHaveTextContent("Failed to load your friends' activity");
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is read only once the section nears the window', async () => {
    observer.restore();
    const nearing = stubIntersectionObserver();
    const api = mockApi({
      ...signIn(),
      [FIRST_PAGE]: { body: ok({ items: [buildFriendEntry()], nextCursor: null }) },
    });
    renderApp('/');

    const feed = await feedOn();
    await waitFor(() => expect(nearing.observers()).toBe(1));
    expect(api.calls(FIRST_PAGE)).toHaveLength(0);
    act(() => nearing.intersect());
    expect(await within(feed).findByRole('list', { name: "Friends' activity" })).toBeInTheDocument();
    expect(api.calls(FIRST_PAGE)).toHaveLength(1);
  });

  it('is not there, nor asked for, for an anonymous visitor', async () => {
    const api = mockApi({});
    renderApp('/');

    await screen.findByRole('heading', { name: 'Quick Access' });
    expect(screen.queryByRole('region', { name: "Friends' activity" })).toBeNull();
    expect(api.calls(FIRST_PAGE)).toHaveLength(0);
  });
});
