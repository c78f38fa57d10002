import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { failure, ok } from '../../../testing/envelope';
import { renderApp } from '../../../testing/render-app';
import { mockApi } from '../../auth/testing/mock-api';
import { CATALOGUE_POLL_MS } from '../api/get-admin-catalogue';
import { buildCatalogue, buildJob, pageOf, signedInAs } from '../testing/admin-factory';

const CATALOGUE = 'GET /api/admin/catalogue';

function renderCatalogue(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...signedInAs(), [CATALOGUE]: { body: ok(buildCatalogue()) }, ...routes });
  renderApp('/admin?tab=catalogue');
  return api;
}

const section = (name: string) => screen.findByRole('region', { name });

describe('Catalogue tab', () => {
  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
  });

  it("shows the queue's counts, the public API's state, and the running and failed jobs", async () => {
    renderCatalogue();

    const queue = await section('Queue');
    expect(within(queue).getByText('Waiting').nextSibling).toHaveTextContent('12');
    expect(within(queue).getByText('Completed').nextSibling).toHaveTextContent('340');
    const upstream = await section('Public API');
    expect(within(upstream).getByText('Reachable').nextSibling).toHaveTextContent('Yes');
    expect(within(upstream).getByText('429 answers in the last hour').nextSibling).toHaveTextContent('3');
    expect(within(upstream).getByText('Limiter use').nextSibling).toHaveTextContent(
      '38 of 60 requests in the last minute, 1 of 2 in flight, 2.25 s between requests',
    );
    expect(within(upstream).getByText('Secondary source (MyAnimeList)').nextSibling).toHaveTextContent(
      'Not configured',
    );
    const running = await section('Running jobs');
    expect(within(running).getByRole('progressbar', { name: 'Progress of job 40' })).toHaveAttribute(
      'value',
      '40',
    );
    expect(running).toHaveTextContent('warm-top');
    const failed = await section('Failed jobs');
    expect(failed).toHaveTextContent('Jikan answered 500 three times');
    expect(failed).toHaveTextContent('{"malId":5114}');
  });

  it('retries a failed job and reads the queue again', async () => {
    let catalogue = buildCatalogue();
    const api = renderCatalogue({
      [CATALOGUE]: () => ({ body: ok(catalogue) }),
      'POST /api/admin/catalogue/jobs/41/retry': () => {
        catalogue = buildCatalogue({ failed: [] });
        return { body: ok({ job: buildJob({ failedReason: null }) }) };
      },
    });
    const user = userEvent.setup();
    const failed = await section('Failed jobs');

    await user.click(within(failed).getByRole('button', { name: 'Retry 41' }));

    expect(await screen.findByText('Job 41 queued again.')).toHaveAttribute('role', 'status');
    expect(await within(failed).findByText('No failed jobs.')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/catalogue/jobs/41/retry')).toHaveLength(1);
  });

  it("shows the API's reason when a job cannot be removed", async () => {
    renderCatalogue({
      'DELETE /api/admin/catalogue/jobs/41': {
        status: 409,
        body: failure('A running job cannot be removed.'),
      },
    });
    const user = userEvent.setup();

    await user.click(within(await section('Failed jobs')).getByRole('button', { name: 'Remove 41' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('A running job cannot be removed.');
  });

  it('warms, reseeds and enriches one title on demand', async () => {
    const api = renderCatalogue({
      'POST /api/admin/catalogue/warm': { body: ok({ queued: true }) },
      'POST /api/admin/catalogue/reseed': { body: ok({ queued: true }) },
      'POST /api/admin/catalogue/enrich/5114': { body: ok({ queued: true }) },
    });
    const user = userEvent.setup();
    const actions = await section('Jobs to run now');

    await user.click(within(actions).getByRole('button', { name: 'Warm now' }));
    expect(await screen.findByText('Warming queued.')).toBeInTheDocument();
    await user.click(within(actions).getByRole('button', { name: 'Reseed' }));
    expect(await screen.findByText('Reseed queued.')).toBeInTheDocument();
    const enrich = within(actions).getByRole('form', { name: 'Enrich one title' });
    expect(within(enrich).getByRole('button', { name: 'Enrich' })).toBeDisabled();
    await user.type(within(enrich).getByLabelText('Anime id'), '5114{Enter}');
    expect(await screen.findByText('Enrichment of anime 5114 queued.')).toBeInTheDocument();

    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual(
      ['/api/admin/catalogue/warm', '/api/admin/catalogue/reseed', '/api/admin/catalogue/enrich/5114'],
    );
  });

  it('reads the queue every 5 s while the tab shows, and stops when another tab opens', async () => {
    jest.useFakeTimers();
    const api = renderCatalogue({ 'GET /api/admin/users?q=&page=1': { body: pageOf('users', []) } });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await section('Queue');
    const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
    const reads = () => api.calls(CATALOGUE).length;

    const first = reads();
    await tick(CATALOGUE_POLL_MS);
    await waitFor(() => expect(reads()).toBe(first + 1));

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    const after = reads();
    await tick(4 * CATALOGUE_POLL_MS);
    expect(reads()).toBe(after);
  });
});
