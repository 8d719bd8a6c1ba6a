interface FormActionsProps {
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
}

/** Cancel and the submit button of a dialog form; the submit button says what is happening while busy. */
export function FormActions({ onCancel, busy, submitLabel, busyLabel }: FormActionsProps) {
  return (
    <div className="plain-form__actions">
      <button type="button" className="btn btn--ghost" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
