import type { AdminCatalogue, AdminJob } from '@tracker/contracts';
import { type ReactNode, useId, useState } from 'react';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
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

/** What a job carries, in one line: `{"malId":5114}`. */
const jobData = (data: unknown) => (data === undefined || data === null ? '—' : JSON.stringify(data));

/** A number is a percentage; anything else the job reported is shown as it is. */
function JobProgress({ job }: { job: AdminJob }) {
  const { t } = useTranslation('admin');
  if (typeof job.progress !== 'number') return <code>{JSON.stringify(job.progress)}</code>;
  const percent = Math.max(0, Math.min(100, Math.round(job.progress)));
  return (
    <span className="admin-progress">
      <progress max={100} value={percent} aria-label={t('catalogue.progressLabel', { id: job.id })} />
      <span>{t('catalogue.percent', { percent })}</span>
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
  const { t } = useTranslation('admin');
  const catalogue = useAdminCatalogue(actorId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (catalogue.isPending) return <LoadingState label={t('catalogue.loading')} />;
  if (catalogue.isError) {
    return (
      <ErrorBanner
        title={t('catalogue.failed')}
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
  const { t } = useTranslation('admin');
  const animeIdField = useId();
  const [animeId, setAnimeId] = useState('');
  const run = useStartCatalogueRun(actorId);
  const enrich = useEnrichTitle(actorId);

  const start = (which: CatalogueRun) =>
    run.mutate(which, {
      onSuccess: () =>
        onOutcome({
          ok: true,
          text: which === 'warm' ? t('catalogue.warmQueued') : t('catalogue.reseedQueued'),
        }),
      onError: (error) => onOutcome({ ok: false, text: failureText(error) }),
    });

  const id = Number(animeId);
  const validId = Number.isSafeInteger(id) && id > 0;

  return (
    <AdminCard title={t('catalogue.run')}>
      <div className="admin-actions">
        <button type="button" className="admin-button" disabled={run.isPending} onClick={() => start('warm')}>
          {t('catalogue.warm')}
        </button>
        <button
          type="button"
          className="admin-button"
          disabled={run.isPending}
          onClick={() => start('reseed')}
        >
          {t('catalogue.reseed')}
        </button>
      </div>
      <h3 id={`${animeIdField}-enrich`} className="admin-card__subtitle">
        {t('catalogue.enrichHeading')}
      </h3>
      <form
        className="admin-inline-form"
        aria-labelledby={`${animeIdField}-enrich`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!validId) return;
          enrich.mutate(id, {
            onSuccess: () => onOutcome({ ok: true, text: t('catalogue.enrichQueued', { id }) }),
            onError: (error) => onOutcome({ ok: false, text: failureText(error) }),
          });
        }}
      >
        <label htmlFor={animeIdField}>{t('catalogue.animeId')}</label>
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
          {t('catalogue.enrich')}
        </button>
      </form>
    </AdminCard>
  );
}

function QueueCounts({ counts }: { counts: AdminCatalogue['counts'] }) {
  const { t } = useTranslation('admin');
  return (
    <AdminCard title={t('catalogue.queue')}>
      <dl className="admin-facts">
        {JOB_STATES.map((state) => (
          <div key={state} className="admin-facts__row">
            <dt>{t(`catalogue.states.${state}`)}</dt>
            <dd>{counts[state] ?? 0}</dd>
          </div>
        ))}
      </dl>
    </AdminCard>
  );
}

function UpstreamState({ upstream }: { upstream: AdminCatalogue['upstream'] }) {
  const { t, language } = useTranslation('admin');
  return (
    <AdminCard title={t('catalogue.publicApi')}>
      <dl className="admin-facts">
        <div className="admin-facts__row">
          <dt>{t('catalogue.reachable')}</dt>
          <dd>
            {t(
              `catalogue.reachability.${upstream.reachable === null ? 'null' : upstream.reachable ? 'true' : 'false'}`,
            )}
          </dd>
        </div>
        <div className="admin-facts__row">
          <dt>{t('catalogue.waiting')}</dt>
          <dd>{upstream.waiting}</dd>
        </div>
        <div className="admin-facts__row">
          <dt>{t('catalogue.recent429s')}</dt>
          <dd>{upstream.recent429s}</dd>
        </div>
        <div className="admin-facts__row">
          <dt>{t('catalogue.limiter')}</dt>
          <dd>
            {t('catalogue.limiterUse', {
              lastMinute: upstream.limiter.lastMinute,
              perMinute: upstream.limiter.perMinute,
              inFlight: upstream.limiter.inFlight,
              maxInFlight: upstream.limiter.maxInFlight,
              gap: (upstream.limiter.gapMs / 1000).toLocaleString(language, { maximumFractionDigits: 2 }),
            })}
          </dd>
        </div>
        <div className="admin-facts__row">
          <dt>{t('catalogue.secondary')}</dt>
          <dd>{upstream.secondaryAvailable ? t('catalogue.available') : t('catalogue.notConfigured')}</dd>
        </div>
      </dl>
    </AdminCard>
  );
}

function RunningJobs({ jobs }: { jobs: AdminJob[] }) {
  const { t, language } = useTranslation('admin');
  return (
    <AdminCard title={t('catalogue.running')}>
      {jobs.length === 0 ? (
        <p className="admin-muted">{t('catalogue.noneRunning')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('catalogue.job')}</th>
                <th scope="col">{t('catalogue.name')}</th>
                <th scope="col">{t('catalogue.data')}</th>
                <th scope="col">{t('catalogue.progress')}</th>
                <th scope="col">{t('catalogue.started')}</th>
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
                  <td>{formatDateTime(job.processedAt, '—', language)}</td>
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
  const { t, language } = useTranslation('admin');
  const retry = useRetryJob(actorId);
  const remove = useRemoveJob(actorId);
  const busy = retry.isPending || remove.isPending;
  const failed = (error: Error) => onOutcome({ ok: false, text: failureText(error) });

  return (
    <AdminCard title={t('catalogue.failedJobs')}>
      {jobs.length === 0 ? (
        <p className="admin-muted">{t('catalogue.noneFailed')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('catalogue.job')}</th>
                <th scope="col">{t('catalogue.name')}</th>
                <th scope="col">{t('catalogue.data')}</th>
                <th scope="col">{t('catalogue.reason')}</th>
                <th scope="col">{t('catalogue.attempts')}</th>
                <th scope="col">{t('catalogue.failedAt')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('catalogue.actions')}</span>
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
                  <td className="admin-text">{job.failedReason ?? t('catalogue.noReason')}</td>
                  <td>{job.attemptsMade}</td>
                  <td>{formatDateTime(job.finishedAt, '—', language)}</td>
                  <td>
                    <div className="admin-actions admin-actions--nowrap">
                      <button
                        type="button"
                        className="admin-button"
                        aria-label={t('catalogue.retryLabel', { id: job.id })}
                        disabled={busy}
                        onClick={() =>
                          retry.mutate(job.id, {
                            onSuccess: () =>
                              onOutcome({ ok: true, text: t('catalogue.retried', { id: job.id }) }),
                            onError: failed,
                          })
                        }
                      >
                        {t('catalogue.retry')}
                      </button>
                      <button
                        type="button"
                        className="admin-button admin-button--danger"
                        aria-label={t('catalogue.removeLabel', { id: job.id })}
                        disabled={busy}
                        onClick={() =>
                          remove.mutate(job.id, {
                            onSuccess: () =>
                              onOutcome({ ok: true, text: t('catalogue.removed', { id: job.id }) }),
                            onError: failed,
                          })
                        }
                      >
                        {t('catalogue.remove')}
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
