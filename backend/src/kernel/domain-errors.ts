/**
 * What a use case or a rule can refuse, in words of the domain: no HTTP status, no Nest. The one global
 * filter (common/http/error-body.ts) decides how each kind reaches a client. `code` is a stable
 * machine-readable reason from contracts' ERROR_CODES that the client may branch on.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export type DomainErrorKind = 'not-found' | 'gone' | 'conflict' | 'invalid' | 'forbidden' | 'unauthorized' | 'locked-out' | 'retry-later' | 'too-soon';

/** The thing asked for does not exist, or the caller may not know that it does. */
export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
}

/** It existed, but no longer works (a link past its validity): 410. */
export class GoneError extends DomainError {
  readonly kind = 'gone';
}

/** The request is well-formed but the current state forbids it (taken name, already pending, ...). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** The input breaks a rule; `fieldErrors` names the fields the form should mark. */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid';

  constructor(
    message: string,
    readonly fieldErrors?: Record<string, string>,
    code?: string,
  ) {
    super(message, code);
  }
}

/** The caller is known but may not do this. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** The caller could not be identified: wrong credentials, or credentials no longer valid. */
export class UnauthorizedError extends DomainError {
  readonly kind = 'unauthorized';
}

/** Too many failed attempts: the account is locked for `minutes` more (DECISIONS D3). */
export class LockedOutError extends DomainError {
  readonly kind = 'locked-out';

  constructor(
    message: string,
    readonly minutes: number,
    code?: string,
  ) {
    super(message, code);
  }
}

/** Nothing is wrong with the request, but the server cannot take it now; try again after `retryAfterSeconds`. */
export class RetryLaterError extends DomainError {
  readonly kind = 'retry-later';

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code?: string,
  ) {
    super(message, code);
  }
}

/** The caller did this a moment ago and may do it again after `retryAfterSeconds` (a per-user quota). */
export class TooSoonError extends DomainError {
  readonly kind = 'too-soon';

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code?: string,
  ) {
    super(message, code);
  }
}
