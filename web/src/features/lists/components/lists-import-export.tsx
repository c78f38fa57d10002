import './lists-import-export.css';

import type { ListExportFormat, ListImportSummary } from '@tracker/contracts';
import type { TFunction } from 'i18next';
import { useId, useRef, useState } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { useExportLists } from '../api/export-lists';
import { useImportLists } from '../api/import-lists';

type ImportState =
  | { step: 'idle' }
  | { step: 'checking' | 'importing'; file: File; uploaded: number; summary?: ListImportSummary }
  | { step: 'checked' | 'imported'; file: File; summary: ListImportSummary }
  | { step: 'failed'; message: string };

const changesIn = (summary: ListImportSummary) => summary.added + summary.updated;

/** Import a MyAnimeList export (a dry run first, then the import) and export the lists as MAL XML or JSON. */
export function ListsImportExport() {
  const { t } = useTranslation('lists');
  const headingId = useId();
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const [exportError, setExportError] = useState<string | null>(null);
  const { mutateAsync: importLists } = useImportLists();
  const { mutateAsync: exportLists } = useExportLists();

  const send = async (file: File, dryRun: boolean, summary?: ListImportSummary) => {
    const step = dryRun ? 'checking' : 'importing';
    setState({ step, file, uploaded: 0, summary });
    try {
      const result = await importLists({
        xml: file,
        dryRun,
        onUpload: (uploaded) => setState({ step, file, uploaded, summary }),
      });
      setState({ step: dryRun ? 'checked' : 'imported', file, summary: result });
    } catch (error) {
      setState({ step: 'failed', message: (error as Error).message });
    }
  };

  const download = async (format: ListExportFormat) => {
    setExportError(null);
    try {
      const { filename, blob } = await exportLists(format);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      setExportError((error as Error).message);
    }
  };

  return (
    <section className="profile-section lists-transfer" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('transfer.heading')}</h2>
      <div className="lists-transfer__import">
        <label htmlFor={fileInputId}>{t('transfer.file')}</label>
        <input
          ref={fileInput}
          id={fileInputId}
          type="file"
          accept=".xml,application/xml,text/xml"
          disabled={state.step === 'checking' || state.step === 'importing'}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void send(file, true);
          }}
        />
        <ImportProgress state={state} />
        {(state.step === 'checked' || state.step === 'imported') && (
          <ImportReport summary={state.summary} imported={state.step === 'imported'} />
        )}
        {state.step === 'checked' && changesIn(state.summary) + state.summary.pending.length > 0 && (
          <button
            type="button"
            className="button"
            onClick={() => void send(state.file, false, state.summary)}
          >
            {importLabel(t, state.summary)}
          </button>
        )}
        {state.step === 'failed' && (
          <p className="lists-transfer__error" role="alert">
            {state.message}
          </p>
        )}
      </div>
      <div className="lists-transfer__export">
        <button type="button" className="button button--secondary" onClick={() => void download('mal')}>
          {t('transfer.exportMal')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void download('json')}>
          {t('transfer.exportJson')}
        </button>
        {exportError && (
          <p className="lists-transfer__error" role="alert">
            {exportError}
          </p>
        )}
      </div>
    </section>
  );
}

function ImportProgress({ state }: { state: ImportState }) {
  const { t } = useTranslation('lists');
  if (state.step !== 'checking' && state.step !== 'importing') return null;
  const label = state.step === 'checking' ? t('transfer.checking') : t('transfer.importing');
  // Sent in full, the server is still at work: an indeterminate bar says so.
  const sent = state.uploaded >= 1;
  return (
    <div className="lists-transfer__progress" role="status">
      <progress aria-label={label} max={1} value={sent ? undefined : state.uploaded} />
      <span>{label}</span>
    </div>
  );
}

function importLabel(t: TFunction<'lists'>, summary: ListImportSummary): string {
  const pending = summary.pending.length;
  const changes = changesIn(summary);
  return pending === 0
    ? t('transfer.import', { changes })
    : t('transfer.importWithPending', { changes, pending });
}

function ImportReport({ summary, imported }: { summary: ListImportSummary; imported: boolean }) {
  const { t } = useTranslation('lists');
  const changes = changesIn(summary);
  const { pending } = summary;
  return (
    <div className="lists-transfer__report" role="status">
      <p>
        {t('transfer.report', {
          imported: String(imported),
          total: summary.total,
          added: summary.added,
          updated: summary.updated,
          unchanged: summary.unchanged,
          unmatched: summary.unmatched.length,
          pending: pending.length,
        })}
      </p>
      {!imported && changes + pending.length === 0 && <p>{t('transfer.nothingToChange')}</p>}
      {pending.length > 0 && (
        <details open>
          <summary>{t('transfer.pendingHeading', { count: pending.length })}</summary>
          <p>{imported ? t('transfer.pendingImported') : t('transfer.pendingChecked')}</p>
          <ul>
            {pending.map((title) => (
              <li key={title.animeId}>{title.title || `#${title.animeId}`}</li>
            ))}
          </ul>
        </details>
      )}
      {summary.unmatched.length > 0 && (
        <details>
          <summary>{t('transfer.unmatchedHeading', { count: summary.unmatched.length })}</summary>
          <ul>
            {summary.unmatched.map((title, index) => (
              <li key={`${title.animeId ?? 'none'}-${index}`}>
                {title.title || `#${title.animeId ?? '?'}`}: {title.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
