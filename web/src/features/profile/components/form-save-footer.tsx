import type { FieldValues, FormState } from 'react-hook-form';

/** Where a settings form stands: what its submit button and status lines show. */
export type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/**
 * A form's save by its react-hook-form state: saved while its fields still hold what was sent (the form
 * resets to them), failed with the server's refusal set as the `root.server` error.
 */
export function saveStateOf({
  isSubmitting,
  isSubmitSuccessful,
  isDirty,
  errors,
}: FormState<FieldValues>): SaveState {
  if (isSubmitting) return { kind: 'saving' };
  if (errors.root?.server?.message) return { kind: 'failed', message: errors.root.server.message };
  return isSubmitSuccessful && !isDirty ? { kind: 'saved' } : { kind: 'idle' };
}

interface FormSaveFooterProps {
  save: SaveState;
  /** The button's label, and its label while the form is being sent. */
  submitLabel: string;
  busyLabel: string;
  /** Announced once the server has taken the change. */
  savedLabel: string;
}

/** A settings form's submit button, its saved status and its failure, the same in every form. */
export function FormSaveFooter({ save, submitLabel, busyLabel, savedLabel }: FormSaveFooterProps) {
  return (
    <>
      <div className="profile-form__actions">
        <button type="submit" className="button" disabled={save.kind === 'saving'}>
          {save.kind === 'saving' ? busyLabel : submitLabel}
        </button>
        <p role="status" className="profile-form__status">
          {save.kind === 'saved' && savedLabel}
        </p>
      </div>
      {save.kind === 'failed' && (
        <p className="auth-form__failure" role="alert">
          {save.message}
        </p>
      )}
    </>
  );
}
