import { Tag } from 'antd';
import { EXPERTISE_LABELS, NEED_STATE_LABELS, type ExpertiseKey, type NeedKind, type NeedState } from '@contracts';

export const NEED_KIND_LABELS: Record<NeedKind, string> = { project: 'Project request', introduction: 'Introduction request', get_matched: 'Get matched' };

const STATE_COLOURS: Partial<Record<NeedState, string>> = { open: 'gold', shortlisted: 'blue', chosen: 'geekblue', accepted: 'green', introduced: 'green', assigned: 'green', expired: 'red' };

export function NeedStateTag({ state }: { state: NeedState }) {
  return <Tag color={STATE_COLOURS[state]}>{NEED_STATE_LABELS[state] ?? state}</Tag>;
}

export function expertiseText(keys: readonly ExpertiseKey[]): string {
  return keys.length ? keys.map((key) => EXPERTISE_LABELS[key] ?? key).join(', ') : 'Not stated';
}
