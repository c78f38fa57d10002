import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  type ReportReason,
  type SocialProfile,
} from '@tracker/contracts';
import { useId, useState } from 'react';

import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { useReportUser } from '../api/report-user';
import { writeFailureText } from '../api/social-call';

interface ReportDialogProps {
  person: SocialProfile;
  onClose: () => void;
}

/** Reportar: a reason and, optionally, what happened; filed with the conversation's last messages. */
export function ReportDialog({ person, onClose }: ReportDialogProps) {
  const { t } = useTranslation('social');
  const [reason, setReason] = useState<ReportReason>('spam');
  const [details, setDetails] = useState('');
  const report = useReportUser();
  const reasonId = useId();
  const detailsId = useId();

  if (report.isSuccess) {
    return (
      <ModalDialog
        focus={{ returnFocus: true }}
        title={t('report.title', { name: person.displayName })}
        onClose={onClose}
      >
        <p className="social-dialog__text" role="status">
          {t('report.sent')}
        </p>
        <div className="modal-dialog__actions">
          <button type="button" className="social-button" onClick={onClose}>
            {t('report.close')}
          </button>
        </div>
      </ModalDialog>
    );
  }

  return (
    <ModalDialog
      focus={{ returnFocus: true }}
      title={t('report.title', { name: person.displayName })}
      onClose={onClose}
    >
      <form
        className="social-dialog__form"
        onSubmit={(event) => {
          event.preventDefault();
          const text = details.trim();
          report.mutate(
            { userId: person.id, reason, ...(text ? { details: text } : {}) },
            { onError: (error) => console.error(error.message) },
          );
        }}
      >
        <label htmlFor={reasonId}>{t('report.reason')}</label>
        <select
          id={reasonId}
          value={reason}
          onChange={(event) => setReason(event.target.value as ReportReason)}
        >
          {REPORT_REASONS.map((value) => (
            <option key={value} value={value}>
              {t(`report.reasons.${value}`)}
            </option>
          ))}
        </select>
        <label htmlFor={detailsId}>{t('report.details')}</label>
        <textarea
          id={detailsId}
          value={details}
          maxLength={REPORT_DETAILS_MAX_LENGTH}
          rows={4}
          onChange={(event) => setDetails(event.target.value)}
        />
        {report.isError && (
          <p className="social-sidebar__error" role="alert">
            {writeFailureText(report.error)}
          </p>
        )}
        <div className="modal-dialog__actions">
          <button type="button" className="social-button" onClick={onClose}>
            {t('report.cancel')}
          </button>
          <button type="submit" className="social-button social-button--primary" disabled={report.isPending}>
            {t('report.submit')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
