import { Transform } from 'class-transformer';

/** Trims text input before validation. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Optional text: blank means "not given" (stored as null) so screens can send ''. */
export const BlankToNull = () =>
  Transform(({ value }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value));
