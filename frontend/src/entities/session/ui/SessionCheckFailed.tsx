/** Shown by the gate when the current-user check itself failed (server or network), not "signed out". */
export function SessionCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="page-message" role="alert">
      <h1>We couldn&apos;t check your sign-in</h1>
      <p>The connection to the server failed. Please check your connection and try again.</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
