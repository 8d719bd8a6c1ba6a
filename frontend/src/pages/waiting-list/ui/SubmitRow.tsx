export function SubmitRow({ busy, failure, label }: { busy: boolean; failure?: string; label: string }) {
  return (
    <>
      {failure && (
        <p className="plain-form__status" role="alert">
          {failure}
        </p>
      )}
      <div className="plain-form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Submitting...' : label}
        </button>
      </div>
    </>
  );
}
