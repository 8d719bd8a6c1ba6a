import { Alert, Button, Empty, Tag } from 'antd';
import { ADMIN_TEXTS, FORM_SUBMISSION_TYPE_LABELS } from '@contracts';
import { formatAdminDateTime, useGetFormSubmissionsQuery, type FormSubmission } from '@/entities/admin';
import { serverMessage } from '@/shared/api';
import { CursorPager, useTableParams } from '@/shared/ui/admin-table';

/** Form submissions newest first (spec 001 §2 "Form Submissions"), Newer / Older by cursor on the server (issue 22). */
export function FormSubmissionList({ pageSize }: { pageSize?: number }) {
  const { params, setFilters, setCursor } = useTableParams(pageSize ? { pageSize } : {}, { urlPrefix: 'submissions' });
  const state = useGetFormSubmissionsQuery(params);

  if (state.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Error Loading Data"
        description={serverMessage(state.error)}
        action={<Button onClick={() => void state.refetch()}>Retry</Button>}
      />
    );
  }
  const page = state.data;
  if (page && page.items.length === 0) return <Empty description={ADMIN_TEXTS.noSubmissions} />;

  return (
    <>
      <ul className="admin-plain-list" aria-busy={state.isFetching}>
        {(page?.items ?? []).map((item) => (
          <SubmissionItem key={item.id} item={item} />
        ))}
      </ul>
      {page?.cursors && page.total > page.items.length ? (
        <CursorPager cursors={page.cursors} pageSize={page.pageSize} total={page.total} onCursor={setCursor} onPageSize={(size) => setFilters({ pageSize: size })} />
      ) : null}
    </>
  );
}

function SubmissionItem({ item }: { item: FormSubmission }) {
  const isGetMatched = item.formType === 'get_matched';
  return (
    <li>
      <article className="submission" aria-label={`${item.enquirerName}, ${item.charityName}`}>
        <header className="submission__header">
          <h3 className="submission__name">{item.enquirerName}</h3>
          <Tag color={isGetMatched ? 'blue' : 'green'}>{FORM_SUBMISSION_TYPE_LABELS[item.formType] ?? item.formType}</Tag>
        </header>
        <dl className="admin-field-list">
          <dt>Charity</dt>
          <dd>{item.charityName}</dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${item.enquirerEmail}`}>{item.enquirerEmail}</a>
          </dd>
          <dt>Submitted</dt>
          <dd>{formatAdminDateTime(item.submittedAt)}</dd>
          {item.consultantName ? (
            <>
              <dt>Consultant requested</dt>
              <dd>{item.consultantName}</dd>
            </>
          ) : null}
          {item.messageContent ? (
            <>
              <dt>Message</dt>
              <dd className="submission__message">{item.messageContent}</dd>
            </>
          ) : null}
        </dl>
      </article>
    </li>
  );
}
