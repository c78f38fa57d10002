import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListImportSummary } from '@tracker/contracts';

import { ok } from '../../../testing/envelope';
import { renderWithSession } from '../../auth/testing/render-with-session';
import { ListsImportExport } from './lists-import-export';

interface SentImport {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Stands in for XMLHttpRequest (the import's transport), answering each send with the next reply. */
function fakeXhr(replies: Array<{ status: number; body: unknown }>) {
  const sent: SentImport[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private request: SentImport = { url: '', headers: {}, body: null };
    open(_method: string, url: string) {
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      const reply = replies.shift() ?? {
        status: 500,
        body: { success: false, data: null, error: 'No reply' },
      };
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 } as ProgressEvent);
        this.status = reply.status;
        this.statusText = reply.status === 200 ? 'OK' : 'Bad Request';
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      });
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return sent;
}

const summary = (overrides: Partial<ListImportSummary>): ListImportSummary => ({
  dryRun: true,
  total: 3,
  added: 1,
  updated: 1,
  unchanged: 0,
  unmatched: [{ animeId: 999999, title: 'Lost Signal', reason: 'Not in the catalogue' }],
  pending: [],
  ...overrides,
});

const xmlFile = () => new File(['<myanimelist></myanimelist>'], 'animelist.xml', { type: 'text/xml' });
const realXhr = globalThis.XMLHttpRequest;

describe('ListsImportExport', () => {
  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
    localStorage.clear();
  });

  it('runs a dry run on the chosen file, reports it, then imports the changes', async () => {
    localStorage.setItem('authToken', 'token-1');
    const sent = fakeXhr([
      { status: 200, body: ok(summary({})) },
      { status: 200, body: ok(summary({ dryRun: false })) },
    ]);
    renderWithSession(<ListsImportExport />);

    await userEvent.upload(screen.getByLabelText('MyAnimeList export (XML)'), xmlFile());

    expect(
      await screen.findByText(
        'Dry run: 3 entries in the file — 1 to add, 1 to update, 0 unchanged, 1 not matched.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Lost Signal: Not in the catalogue')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      url: '/api/auth/anime-lists/import?dryRun=true',
      headers: { Authorization: 'Bearer token-1', 'Content-Type': 'application/xml' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Import 2 changes' }));

    expect(await screen.findByText(/^Imported: 3 entries in the file/)).toBeInTheDocument();
    expect(sent[1].url).toBe('/api/auth/anime-lists/import?dryRun=false');
    expect(sent[1].body).toBe(sent[0].body);
  });

  it('lists the titles left pending while the public database is down, and imports them too', async () => {
    const pending = [{ animeId: 13659, title: 'Kimi ni Todoke' }];
    const sent = fakeXhr([
      { status: 200, body: ok(summary({ added: 0, updated: 0, unchanged: 2, unmatched: [], pending })) },
      { status: 200, body: ok(summary({ dryRun: false, added: 0, updated: 0, unmatched: [], pending })) },
    ]);
    renderWithSession(<ListsImportExport />);

    await userEvent.upload(screen.getByLabelText('MyAnimeList export (XML)'), xmlFile());

    expect(
      await screen.findByText(
        'Dry run: 3 entries in the file — 0 to add, 0 to update, 2 unchanged, 0 not matched, 1 pending.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Titles waiting for the public anime database (1)')).toBeInTheDocument();
    expect(screen.getByText('Kimi ni Todoke')).toBeInTheDocument();
    expect(screen.queryByText(/Nothing to change/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Import 0 changes and 1 pending title' }));

    expect(
      await screen.findByText('They join your lists as soon as the public anime database answers for them.'),
    ).toBeInTheDocument();
    expect(sent[1].url).toBe('/api/auth/anime-lists/import?dryRun=false');
  });

  it('says there is nothing to change when the file matches the lists', async () => {
    fakeXhr([{ status: 200, body: ok(summary({ added: 0, updated: 0, unchanged: 3, unmatched: [] })) }]);
    renderWithSession(<ListsImportExport />);

    await userEvent.upload(screen.getByLabelText('MyAnimeList export (XML)'), xmlFile());

    expect(
      await screen.findByText('Nothing to change: your lists already match this file.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the file is refused", async () => {
    fakeXhr([
      {
        status: 400,
        body: { success: false, data: null, error: 'The file is not a MyAnimeList export.' },
      },
    ]);
    renderWithSession(<ListsImportExport />);

    await userEvent.upload(screen.getByLabelText('MyAnimeList export (XML)'), xmlFile());

    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not a MyAnimeList export.');
  });

  it.each([
    ['Export MAL XML', 'mal', 'rin-animelist.xml'],
    ['Export JSON', 'json', 'rin-animelist.json'],
  ])('%s downloads the file the gateway names', async (button, format, filename) => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      statusText: 'OK',
      headers: new Headers({ 'Content-Disposition': `attachment; filename="${filename}"` }),
      blob: async () => new Blob(['content']),
    }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderWithSession(<ListsImportExport />);

    await userEvent.click(screen.getByRole('button', { name: button }));

    expect(fetchMock).toHaveBeenCalledWith(
      `/api/auth/anime-lists/export?format=${format}`,
      expect.anything(),
    );
    expect(clicked.map((link) => [link.download, link.getAttribute('href')])).toEqual([
      [filename, 'blob:export'],
    ]);
    jest.restoreAllMocks();
  });
});
