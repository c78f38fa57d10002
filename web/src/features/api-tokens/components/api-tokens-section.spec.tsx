import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiToken, ApiTokenBody } from '@tracker/contracts';

import { failure, ok } from '../../../testing/envelope';
import { renderApp } from '../../../testing/render-app';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi, type RecordedRequest, sessionRoute } from '../../auth/testing/mock-api';

const user = buildAccountUser();
const SECRET = `at_${'Q'.repeat(43)}`;
const existing: ApiToken = {
  id: '0b9c1f52-6d1e-4f7a-9a53-3c1d2e4f5a6b',
  name: 'backup script',
  scope: 'read',
  prefix: 'at_AbCdEfG',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
};

/** /profile over an auth-user that keeps the tokens in a list, as the service does. */
function renderTokens(routes: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('authToken', 'token-1');
  let tokens = [existing];
  const api = mockApi({
    ...sessionRoute(user),
    'GET /api/auth/api-tokens': () => ({ body: ok({ items: tokens }) }),
    'POST /api/auth/api-tokens': (request: RecordedRequest) => {
      const { name, scope } = request.body as ApiTokenBody;
      const id = '5d0c1f52-6d1e-4f7a-9a53-3c1d2e4f5a6c';
      const createdAt = '2026-11-28T12:00:00.000Z';
      tokens = [{ id, name, scope, prefix: SECRET.slice(0, 10), createdAt, lastUsedAt: null }, ...tokens];
      return { status: 201, body: ok({ id, name, scope, createdAt, token: SECRET }) };
    },
    [`DELETE /api/auth/api-tokens/${existing.id}`]: () => {
      tokens = tokens.filter((token) => token.id !== existing.id);
      return { body: ok({ revoked: true }) };
    },
    ...routes,
  });
  renderApp('/profile');
  return api;
}

const section = () => screen.getByRole('region', { name: 'API tokens' });
const form = () => within(section()).getByRole('form', { name: 'Create an API token' });

describe('/profile: API tokens', () => {
  afterEach(() => localStorage.clear());

  it('lists your tokens without their secrets: name, access, first characters, created, last used', async () => {
    renderTokens();
    const tokens = await screen.findByRole('region', { name: 'API tokens' });
    const row = await within(tokens).findByRole('row', { name: /backup script/ });
    expect(within(row).getByText('Read only')).toBeInTheDocument();
    expect(within(row).getByText('at_AbCdEfG…')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(row.textContent).toContain('2026');
  });

  it('creates a token, shows it once with a Copy button, and lists it', async () => {
    const clicks = userEvent.setup();
    const api = renderTokens();
    await screen.findByRole('row', { name: /backup script/ });
    await clicks.type(within(form()).getByLabelText('Token name'), '  my sync  ');
    await clicks.selectOptions(within(form()).getByLabelText('Access'), 'Read and write');
    await clicks.click(within(form()).getByRole('button', { name: 'Create token' }));

    expect(await within(section()).findByLabelText('New API token')).toHaveTextContent(SECRET);
    expect(within(section()).getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(api.calls('POST /api/auth/api-tokens')[0]?.body).toEqual({ name: 'my sync', scope: 'write' });
    expect(await screen.findByRole('row', { name: /my sync/ })).toHaveTextContent('Read and write');
    expect(within(form()).getByLabelText('Token name')).toHaveValue('');

    await clicks.click(within(section()).getByRole('button', { name: 'Copy' }));
    expect(await within(section()).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    await clicks.click(within(section()).getByRole('button', { name: 'Done' }));
    expect(within(section()).queryByLabelText('New API token')).not.toBeInTheDocument();
    expect(section().textContent).not.toContain(SECRET);
  });

  it('says a blank name is not a name, without asking the server', async () => {
    const api = renderTokens();
    await screen.findByRole('row', { name: /backup script/ });
    await userEvent.type(within(form()).getByLabelText('Token name'), '   ');
    await userEvent.click(within(form()).getByRole('button', { name: 'Create token' }));
    expect(
      await within(form()).findByText('Give the token a name, so you can tell it apart later.'),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/auth/api-tokens')).toHaveLength(0);
  });

  it("shows the server's reason when it refuses a token", async () => {
    const taken = 'You already have an API token with this name. Choose another name.';
    renderTokens({ 'POST /api/auth/api-tokens': { status: 409, body: failure(taken) } });
    await screen.findByRole('row', { name: /backup script/ });
    await userEvent.type(within(form()).getByLabelText('Token name'), 'backup script');
    await userEvent.click(within(form()).getByRole('button', { name: 'Create token' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(taken);
    expect(within(section()).queryByLabelText('New API token')).not.toBeInTheDocument();
  });

  it('revokes a token once you confirm, and not when you cancel', async () => {
    const api = renderTokens();
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke backup script' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.calls(`DELETE /api/auth/api-tokens/${existing.id}`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke backup script' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(`DELETE /api/auth/api-tokens/${existing.id}`)).toHaveLength(1);
    expect(await within(section()).findByText('You have no API tokens.')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's reason when revoking fails", async () => {
    renderTokens({
      [`DELETE /api/auth/api-tokens/${existing.id}`]: { status: 404, body: failure('API token not found.') },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke backup script' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'API token not found.',
    );
  });
});
