import type { AdminCatalogue, AdminJob } from '@tracker/contracts';
import { type ReactNode, useId, useState } from 'react';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { failureText } from '../admin-errors';
import { formatDateTime } from '../admin-format';
import { useEnrichTitle } from '../api/enrich-title';
import { useAdminCatalogue } from '../api/get-admin-catalogue';
import { useRemoveJob } from '../api/remove-job';
import { useRetryJob } from '../api/retry-job';
import { type CatalogueRun, useStartCatalogueRun } from '../api/start-catalogue-run';

type JobState = keyof AdminCatalogue['counts'];

const JOB_STATES = [
  'waiting',
  'prioritized',
  'delayed',
  'active',
  'paused',
  'failed',
  'completed',
] as const satisfies readonly JobState[];

const STATE_LABELS: Record<JobState, string> = {
  waiting: 'Waiting',
  active: 'Running',
  delayed: 'Delayed',
  prioritized: 'Prioritized',
  failed: 'Failed',
  completed: 'Completed',
  paused: 'Paused',
};

const REACHABLE_LABELS = { true: 'Yes', false: 'No', null: 'Not asked lately' } as const;

/** What a job carries, in one line: `{"malId":5114}`. */
const jobData = (data: unknown) => (data === undefined || data === null ? '—' : JSON.stringify(data));

/** A number is a percentage; anything else the job reported is shown as it is. */
function JobProgress({ job }: { job: AdminJob }) {
  if (typeof job.progress !== 'number') return <code>{JSON.stringify(job.progress)}</code>;
  const percent = Math.max(0, Math.min(100, Math.round(job.progress)));
  return (
    <span className="admin-progress">
      <progress max={100} value={percent} aria-label={`Progress of job ${job.id}`} />
      <span>{percent} %</span>
    </span>
  );
}

/** Outcome of the last action, said once: what was queued, or the API's reason it was not. */
type Outcome = { ok: true; text: string } | { ok: false; text: string };

/**
 * Catalogue: the job queue (counts, running and failed jobs with Retry and Remove), the public API's
 * state, and Warm now, Reseed and enriching one title. Read every 5 s while the tab shows.
 */
export function CatalogueTab({ actorId }: { actorId: string }) {
  const catalogue = useAdminCatalogue(actorId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (catalogue.isPending) return <LoadingState label="Loading the catalogue's jobs…" />;
  if (catalogue.isError) {
    return (
      <ErrorBanner
        title="Failed to load the catalogue's jobs"
        detail={catalogue.error.message}
        onRetry={() => void catalogue.refetch()}
      />
    );
  }

  return (
    <div className="admin-stack">
      <CatalogueActions actorId={actorId} onOutcome={setOutcome} />
      {outcome &&
        (outcome.ok ? (
          <p className="admin-notice" role="status">
            {outcome.text}
          </p>
        ) : (
          <p className="admin-alert" role="alert">
            {outcome.text}
          </p>
        ))}
      <div className="admin-columns">
        <QueueCounts counts={catalogue.data.counts} />
        <UpstreamState upstream={catalogue.data.upstream} />
      </div>
      <RunningJobs jobs={catalogue.data.active} />
      <FailedJobs actorId={actorId} jobs={catalogue.data.failed} onOutcome={setOutcome} />
    </div>
  );
}

function CatalogueActions({
  actorId,
  onOutcome,
}: {
  actorId: string;
  onOutcome: (outcome: Outcome) => void;
}) {
  const animeIdField = useId();
  const [animeId, setAnimeId] = useState('');
  const run = useStartCatalogueRun(actorId);
  const enrich = useEnrichTitle(actorId);

  const start = (which: CatalogueRun) =>
    run.mutate(which, {
      onSuccess: () => onOutcome({ ok: true, text: which === 'warm' ? 'Warming queued.' : 'Reseed queued.' }),
      onError: (error) => onOutcome({ ok: false, text: failureText(error) }),
    });

  const id = Number(animeId);
  const validId = Number.isSafeInteger(id) && id > 0;

  return (
    <AdminCard title="Jobs to run now">
      <div className="admin-actions">
        <button type="button" className="admin-button" disabled={run.isPending} onClick={() => start('warm')}>
          Warm now
        </button>
        <button
          type="button"
          className="admin-button"
          disabled={run.isPending}
          onClick={() => start('reseed')}
        >
          Reseed
        </button>
      </div>
      <h3 id={`${animeIdField}-enrich`} className="admin-card__subtitle">
        Enrich one title
      </h3>
      <form
        className="admin-inline-form"
        aria-labelledby={`${animeIdField}-enrich`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!validId) return;
          enrich.mutate(id, {
            onSuccess: () => onOutcome({ ok: true, text: `Enrichment of anime ${id} queued.` }),
            onError: (error) => onOutcome({ ok: false, text: failureText(error) }),
          });
        }}
      >
        <label htmlFor={animeIdField}>Anime id</label>
        <input
          id={animeIdField}
          className="admin-input admin-input--narrow"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          value={animeId}
          onChange={(event) => setAnimeId(event.target.value)}
        />
        <button type="submit" className="admin-button" disabled={enrich.isPending || !validId}>
          Enrich
        </button>
      </form>
    </AdminCard>
  );
}

function QueueCounts({ counts }: { counts: AdminCatalogue['counts'] }) {
  return (
    <AdminCard title="Queue">
      <dl className="admin-facts">
        {JOB_STATES.map((state) => (
          <div key={state} className="admin-facts__row">
            <dt>{STATE_LABELS[state]}</dt>
            <dd>{counts[state] ?? 0}</dd>
          </div>
        ))}
      </dl>
    </AdminCard>
  );
}

function UpstreamState({ upstream }: { upstream: AdminCatalogue['upstream'] }) {
  return (
    <AdminCard title="Public API">
      <dl className="admin-facts">
        <div className="admin-facts__row">
          <dt>Reachable</dt>
          <dd>{REACHABLE_LABELS[String(upstream.reachable) as keyof typeof REACHABLE_LABELS]}</dd>
        </div>
        <div className="admin-facts__row">
          <dt>Jobs waiting for it</dt>
          <dd>{upstream.waiting}</dd>
        </div>
        <div className="admin-facts__row">
          <dt>429 answers in the last hour</dt>
          <dd>{upstream.recent429s}</dd>
        </div>
        <div className="admin-facts__row">
          <dt>Limiter use</dt>
          <dd>
            {upstream.limiter.lastMinute} of {upstream.limiter.perMinute} requests in the last minute,{' '}
            {upstream.limiter.inFlight} of {upstream.limiter.maxInFlight} in flight,{' '}
            {(upstream.limiter.gapMs / 1000).toLocaleString('en', { maximumFractionDigits: 2 })} s between
            requests
          </dd>
        </div>
        <div className="admin-facts__row">
          <dt>Secondary source (MyAnimeList)</dt>
          <dd>{upstream.secondaryAvailable ? 'Available' : 'Not configured'}</dd>
        </div>
      </dl>
    </AdminCard>
  );
}

function RunningJobs({ jobs }: { jobs: AdminJob[] }) {
  return (
    <AdminCard title="Running jobs">
      {jobs.length === 0 ? (
        <p className="admin-muted">No job is running.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">Name</th>
                <th scope="col">Data</th>
                <th scope="col">Progress</th>
                <th scope="col">Started</th>
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => (
                <tr key={job.id}>
                  <th scope="row" className="admin-table__code">
                    {job.id}
                  </th>
                  <td>{job.name}</td>
                  <td className="admin-table__code">{jobData(job.data)}</td>
                  <td>
                    <JobProgress job={job} />
                  </td>
                  <td>{formatDateTime(job.processedAt, '—')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminCard>
  );
}

interface FailedJobsProps {
  actorId: string;
  jobs: AdminJob[];
  onOutcome: (outcome: Outcome) => void;
}

function FailedJobs({ actorId, jobs, onOutcome }: FailedJobsProps) {
  const retry = useRetryJob(actorId);
  const remove = useRemoveJob(actorId);
  const busy = retry.isPending || remove.isPending;
  const failed = (error: Error) => onOutcome({ ok: false, text: failureText(error) });

  return (
    <AdminCard title="Failed jobs">
      {jobs.length === 0 ? (
        <p className="admin-muted">No failed jobs.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">Name</th>
                <th scope="col">Data</th>
                <th scope="col">Reason</th>
                <th scope="col">Attempts</th>
                <th scope="col">Failed</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => (
                <tr key={job.id}>
                  <th scope="row" className="admin-table__code">
                    {job.id}
                  </th>
                  <td>{job.name}</td>
                  <td className="admin-table__code">{jobData(job.data)}</td>
                  <td className="admin-text">{job.failedReason ?? 'No reason recorded'}</td>
                  <td>{job.attemptsMade}</td>
                  <td>{formatDateTime(job.finishedAt, '—')}</td>
                  <td>
                    <div className="admin-actions admin-actions--nowrap">
                      <button
                        type="button"
                        className="admin-button"
                        aria-label={`Retry ${job.id}`}
                        disabled={busy}
                        onClick={() =>
                          retry.mutate(job.id, {
                            onSuccess: () => onOutcome({ ok: true, text: `Job ${job.id} queued again.` }),
                            onError: failed,
                          })
                        }
                      >
                        Retry
                      </button>
                      <button
                        type="button"
                        className="admin-button admin-button--danger"
                        aria-label={`Remove ${job.id}`}
                        disabled={busy}
                        onClick={() =>
                          remove.mutate(job.id, {
                            onSuccess: () => onOutcome({ ok: true, text: `Job ${job.id} removed.` }),
                            onError: failed,
                          })
                        }
                      >
                        Remove
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminCard>
  );
}

/** One titled card of the tab, named by its heading. */
function AdminCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
