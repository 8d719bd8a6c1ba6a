import { Tag } from 'antd';
import { EXPERTISE_LABELS, NEED_STATE_LABELS, type ExpertiseKey, type NeedKind, type NeedState } from '@contracts';

export const NEED_KIND_LABELS: Record<NeedKind, string> = { project: 'Project request', introduction: 'Introduction request', get_matched: 'Get matched' };

// Antd's coloured tags fail axe's contrast check on this theme: the state is in the words, the tag stays plain.
export function NeedStateTag({ state }: { state: NeedState }) {
  return <Tag>{NEED_STATE_LABELS[state] ?? state}</Tag>;
}

export function expertiseText(keys: readonly ExpertiseKey[]): string {
  return keys.length ? keys.map((key) => EXPERTISE_LABELS[key] ?? key).join(', ') : 'Not stated';
}
