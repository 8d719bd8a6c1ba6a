import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button } from 'antd';
import {
  EXPERTISE_KEYS,
  EXPERTISE_LABELS,
  NEED_STATE_LABELS,
  SHORTLIST_MAX,
  type MatchExcludedView,
  type NeedDetailView,
  type NeedMoveView,
  type ShortlistEntryView,
} from '@contracts';
import { formatAdminDateTime, useGetNeedCandidatesQuery, useGetNeedQuery } from '@/entities/admin';
import { serverMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { Spinner } from '@/shared/ui';
import { DataTable, type AdminColumns } from '@/shared/ui/admin-table';
import { AdminLayout, AdminRecordMissing, useRecordId } from '@/widgets/admin-layout';
import { needClock } from '../model/needClock';
import { CandidateList } from './CandidateList';
import { expertiseText, NEED_KIND_LABELS, NeedStateTag } from './needLabels';
import { ShortlistBuilder } from './ShortlistBuilder';
import './admin-matching.css';

const stateLabel = (state: NeedMoveView['fromState']) => (state ? NEED_STATE_LABELS[state] : '—');

const HISTORY_COLUMNS: AdminColumns<NeedMoveView & { id: number }> = [
  { title: 'When', dataIndex: 'movedAt', render: formatAdminDateTime },
  { title: 'From', dataIndex: 'fromState', render: stateLabel },
  { title: 'To', dataIndex: 'toState', render: stateLabel },
  { title: 'Reason', dataIndex: 'reasonLabel', render: (reason: string | null, row) => [reason, row.note].filter(Boolean).join(': ') || '—' },
  { title: 'By', dataIndex: 'actorName', render: (actor: string | null, row) => actor ?? (row.actorUserId === null ? 'System or requester' : 'A removed account') },
];

const SHORTLIST_COLUMNS: AdminColumns<ShortlistEntryView> = [
  { title: 'Consultant', dataIndex: 'name', render: (name: string, row) => <Link to={ROUTES.consultantProfile(row.consultantId)}>{name}</Link> },
  { title: 'Answer', dataIndex: 'stateLabel' },
  { title: 'Note', dataIndex: 'note', render: (note: string | null) => note ?? '—' },
];

const EXCLUDED_COLUMNS: AdminColumns<MatchExcludedView> = [
  { title: 'Consultant', dataIndex: 'name', render: (name: string, row) => <Link to={ROUTES.consultantProfile(row.consultantId)}>{name}</Link> },
  { title: 'Why not now', dataIndex: 'reason' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="admin-matching__section" aria-labelledby={id}>
      <h2 id={id} className="admin-matching__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

function sourceLink(need: NeedDetailView): ReactNode {
  if (need.kind === 'project') return <Link to={ROUTES.projectDetail(need.sourceId)}>Project {need.sourceId}</Link>;
  if (need.kind === 'introduction') return <Link to={ROUTES.adminIntroductionRequests}>Introduction request {need.sourceId}</Link>;
  return <Link to={ROUTES.adminFormSubmissions}>Form submission {need.sourceId}</Link>;
}

function NeedDetails({ need }: { need: NeedDetailView }) {
  const clock = needClock(need, new Date());
  const details: Array<[string, ReactNode]> = [
    ['State', <NeedStateTag state={need.state} />],
    ['24-hour clock', clock ? clock.text : 'Answered'],
    ['Kind', NEED_KIND_LABELS[need.kind]],
    ['Source', sourceLink(need)],
    ['Charity', need.organisation ?? '—'],
    ['Contact', need.contactFirstName ?? '—'],
    ['Expertise', expertiseText(need.expertise)],
    ['Size band', need.sizeBand ?? 'Unknown'],
    ['Cause', need.cause ?? 'Unknown'],
    ['Timeline', need.timeline ?? '—'],
    ['Named consultant', need.namedConsultantId ? <Link to={ROUTES.consultantProfile(need.namedConsultantId)}>Consultant {need.namedConsultantId}</Link> : 'None'],
    ['Received', formatAdminDateTime(need.createdAt)],
  ];
  return (
    <Section title="The request">
      <dl className="admin-matching__details">
        {details.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{need.description || 'No text given.'}</p>
    </Section>
  );
}

function Candidates({ need }: { need: NeedDetailView }) {
  const candidates = useGetNeedCandidatesQuery(need.id);
  const [availableOnly, setAvailableOnly] = useState(true);
  const [expertise, setExpertise] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const ranked = candidates.data?.data;
  const rank = useMemo(() => new Map((ranked ?? []).map((candidate, index) => [candidate.consultantId, index + 1])), [ranked]);

  if (candidates.isError) {
    return <Alert type="error" showIcon title="Error Loading Candidates" description={serverMessage(candidates.error)} action={<Button onClick={() => void candidates.refetch()}>Retry</Button>} />;
  }
  if (!candidates.data || !ranked) return <Spinner label="Ranking the candidates" />;

  // Every ranked candidate is available now (D15); the filter hides the unavailable ones listed apart.
  const shown = ranked.filter((candidate) => !expertise || candidate.expertise.includes(expertise as (typeof EXPERTISE_KEYS)[number]));
  const excluded = candidates.data.excluded.filter((row) => !availableOnly || row.reasonKey !== 'unavailable');
  const toggle = (consultantId: number) =>
    setSelected((current) => (current.includes(consultantId) ? current.filter((id) => id !== consultantId) : current.length < SHORTLIST_MAX ? [...current, consultantId] : current));

  return (
    <>
      <Section title="Ranked candidates">
        <div className="admin-filter-bar" role="group" aria-label="Filters">
          <label className="admin-filter">
            <input type="checkbox" checked={availableOnly} onChange={(event) => setAvailableOnly(event.target.checked)} /> Available now only
          </label>
          <label className="admin-filter">
            Expertise
            <select className="admin-select" value={expertise} onChange={(event) => setExpertise(event.target.value)}>
              <option value="">Any</option>
              {EXPERTISE_KEYS.map((key) => (
                <option key={key} value={key}>
                  {EXPERTISE_LABELS[key]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {need.canShortlist ? null : <p>This request cannot be shortlisted now ({NEED_STATE_LABELS[need.state].toLowerCase()}).</p>}
        <CandidateList candidates={shown} rankOf={(id) => rank.get(id) ?? 0} selected={selected} canShortlist={need.canShortlist} onToggle={toggle} />
      </Section>
      {need.canShortlist ? (
        <ShortlistBuilder
          needId={need.id}
          chosen={ranked.filter((candidate) => selected.includes(candidate.consultantId))}
          onRemove={toggle}
          onSent={() => setSelected([])}
        />
      ) : null}
      <Section title="Listed apart">
        <DataTable<MatchExcludedView> columns={EXCLUDED_COLUMNS} rows={excluded} rowKey="consultantId" emptyText="Nobody is listed apart" />
      </Section>
    </>
  );
}

/** Issue 17: one need with its ranked, explained candidates, the shortlist builder, its shortlist and history. */
export function AdminMatchingNeedPage() {
  const { id, valid } = useRecordId();
  const state = useGetNeedQuery(id, { skip: !valid });
  const need = state.data;

  let body: ReactNode;
  if (!valid || state.isError) {
    body = <AdminRecordMissing noun="request" valid={valid} error={state.error} backHref={ROUTES.adminMatching} backLabel="All requests" />;
  } else if (!need) {
    body = <Spinner label="Loading the request" />;
  } else {
    body = (
      <>
        <NeedDetails need={need} />
        <Candidates need={need} />
        <Section title="Shortlisted">
          <DataTable<ShortlistEntryView> columns={SHORTLIST_COLUMNS} rows={need.shortlist} rowKey="matchRequestId" emptyText="Nobody shortlisted yet" />
        </Section>
        <Section title="History">
          <DataTable<NeedMoveView & { id: number }> columns={HISTORY_COLUMNS} rows={need.history.map((move, index) => ({ ...move, id: index }))} rowKey="id" emptyText="No moves yet" />
        </Section>
      </>
    );
  }

  const title = need ? `Request from ${need.organisation ?? need.contactFirstName ?? 'a charity'}` : 'Request';
  return (
    <AdminLayout title={title} subtitle={<Link to={ROUTES.adminMatching}>All requests</Link>}>
      {body}
    </AdminLayout>
  );
}
