import { EXPERTISE_LABELS, isExpertiseKey } from '@contracts';

/** 'Finance & Accounting' for 'finance' (spec 000 §3 "Labels"); an unknown key is shown as it is. */
export function expertiseLabel(key: string): string {
  return isExpertiseKey(key) ? EXPERTISE_LABELS[key] : key;
}
