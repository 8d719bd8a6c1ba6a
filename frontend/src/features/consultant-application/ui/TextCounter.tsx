import { CONSULTANT_ACCOUNT_TEXT_MIN_LENGTH } from '@contracts';

/**
 * Under the optional profile texts: how much is written against the length a profile needs before it can
 * go live (the admin's rule for pre-listed profiles), so the applicant is encouraged, never stopped.
 */
export function TextCounter({ text }: { text: string }) {
  const length = text.trim().length;
  const enough = length >= CONSULTANT_ACCOUNT_TEXT_MIN_LENGTH;
  return (
    <p className={`text-counter${enough ? ' text-counter--met' : ''}`}>
      {length} characters{enough ? '' : ` · aim for at least ${CONSULTANT_ACCOUNT_TEXT_MIN_LENGTH}`}
    </p>
  );
}
