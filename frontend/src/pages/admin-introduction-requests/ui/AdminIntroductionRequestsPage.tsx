import { useState, type SelectHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { Button, Form, Input, Modal, Space, Tag } from 'antd';
import {
  ADMIN_MESSAGES,
  ADMIN_TOASTS,
  INTRODUCTION_DECLINE_REASON_LABELS,
  INTRODUCTION_DECLINE_REASONS,
  INTRODUCTION_REQUEST_MOVES,
  INTRODUCTION_STATUS_LABELS,
  INTRODUCTION_STATUSES,
  INTRODUCTION_TIMELINE_LABELS,
  type IntroductionDeclineReason,
  type IntroductionTimeline,
} from '@contracts';
import {
  csvHref,
  formatAdminDateTime,
  useGetIntroductionRequestsQuery,
  useMoveIntroductionRequestMutation,
  type AdminIntroductionRequest,
  type IntroductionMove,
} from '@/entities/admin';
import { serverMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { useToast } from '@/shared/ui';
import { AdminTable, ExportCsvButton, sortColumn, useTableParams, type AdminColumns } from '@/shared/ui/admin-table';
import { AdminLayout } from '@/widgets/admin-layout';

const STATUS_COLOURS = { pending: 'gold', contacted: 'blue', introduced: 'green', declined: 'default' } as const;

function useMove() {
  const [move, { isLoading }] = useMoveIntroductionRequestMutation();
  const { toast } = useToast();
  const run = async (id: number, body: IntroductionMove) => {
    try {
      await move({ id, ...body }).unwrap();
      toast(ADMIN_TOASTS.introductionMoved);
      return true;
    } catch (error) {
      toast({ ...ADMIN_TOASTS.actionFailed, description: serverMessage(error), variant: 'destructive' });
      return false;
    }
  };
  return { run, isLoading };
}

function MoveButtons({ request, onDecline }: { request: AdminIntroductionRequest; onDecline: (request: AdminIntroductionRequest) => void }) {
  const { run, isLoading } = useMove();
  const moves = INTRODUCTION_REQUEST_MOVES[request.status] ?? [];
  if (moves.length === 0) return null;
  return (
    <Space wrap>
      {moves.map((status) =>
        status === 'declined' ? (
          <Button key={status} size="small" danger onClick={() => onDecline(request)}>
            Decline
          </Button>
        ) : (
          <Button key={status} size="small" loading={isLoading} onClick={() => void run(request.id, { status })}>
            Mark {INTRODUCTION_STATUS_LABELS[status].toLowerCase()}
          </Button>
        ),
      )}
    </Space>
  );
}

function columns(onDecline: (request: AdminIntroductionRequest) => void): AdminColumns<AdminIntroductionRequest> {
  return [
    { title: 'Received', dataIndex: 'createdAt', ...sortColumn('introductionRequests', 'createdAt'), render: formatAdminDateTime },
    {
      title: 'Status',
      dataIndex: 'status',
      ...sortColumn('introductionRequests', 'status'),
      filters: INTRODUCTION_STATUSES.map((status) => ({ text: INTRODUCTION_STATUS_LABELS[status], value: status })),
      render: (_: unknown, row) => (
        <Space size={4} wrap>
          <Tag color={STATUS_COLOURS[row.status]}>{INTRODUCTION_STATUS_LABELS[row.status] ?? row.status}</Tag>
          {row.overdue ? <Tag color="red">Overdue</Tag> : null}
        </Space>
      ),
    },
    { title: 'Charity', dataIndex: 'charityName', ...sortColumn('introductionRequests', 'charityName') },
    {
      title: 'Contact',
      key: 'contact',
      render: (_: unknown, row) => (
        <>
          {row.contactName}
          <br />
          <a href={`mailto:${row.email}`}>{row.email}</a>
        </>
      ),
    },
    {
      title: 'Consultant asked for',
      key: 'consultant',
      // Issue 16: the consultant the request names, opening their public profile; a general request names nobody.
      render: (_: unknown, row) => (row.consultantId !== null ? <Link to={ROUTES.consultantProfile(row.consultantId)}>{row.consultantName ?? `Consultant ${row.consultantId}`}</Link> : 'Any consultant'),
    },
    { title: 'Expertise', dataIndex: 'expertiseNeeded', key: 'expertiseNeeded' },
    {
      title: 'Timeline',
      dataIndex: 'timeline',
      key: 'timeline',
      render: (timeline: string) => INTRODUCTION_TIMELINE_LABELS[timeline as IntroductionTimeline] ?? timeline,
    },
    { title: 'Description', dataIndex: 'projectDescription', key: 'projectDescription', ellipsis: true },
    {
      title: 'Decline reason',
      key: 'declineReason',
      render: (_: unknown, row) =>
        row.declineReason ? `${INTRODUCTION_DECLINE_REASON_LABELS[row.declineReason] ?? row.declineReason}${row.statusNote ? `: ${row.statusNote}` : ''}` : '—',
    },
    // Issue 17: the request is matched as a need (ranked candidates, shortlist); the moves here stay in step with it.
    { title: 'Matching', key: 'need', render: (_: unknown, row) => <Link to={ROUTES.adminMatchingOf('introduction', row.id)}>Open request</Link> },
    { title: 'Actions', key: 'actions', render: (_: unknown, row) => <MoveButtons request={row} onDecline={onDecline} /> },
  ];
}

interface DeclineValues {
  declineReason: IntroductionDeclineReason;
  note?: string;
}

/** A native select for the antd Form.Item, which passes id, value and onChange (the event's value is read). */
function ReasonSelect({ value, ...props }: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'>) {
  return (
    <select {...props} value={value ?? ''} className="admin-select" style={{ width: '100%' }}>
      <option value="" disabled>
        Choose a reason
      </option>
      {INTRODUCTION_DECLINE_REASONS.map((reason) => (
        <option key={reason} value={reason}>
          {INTRODUCTION_DECLINE_REASON_LABELS[reason]}
        </option>
      ))}
    </select>
  );
}

function DeclineDialog({ request, onClose }: { request: AdminIntroductionRequest | null; onClose: () => void }) {
  const [form] = Form.useForm<DeclineValues>();
  const { run, isLoading } = useMove();
  const reason = Form.useWatch('declineReason', form);

  const onFinish = async (values: DeclineValues) => {
    if (!request) return;
    if (await run(request.id, { status: 'declined', declineReason: values.declineReason, note: values.note?.trim() || undefined })) {
      form.resetFields();
      onClose();
    }
  };

  return (
    <Modal
      title={request ? `Decline the request from ${request.charityName}` : ''}
      open={request !== null}
      okText="Decline"
      okButtonProps={{ danger: true, loading: isLoading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<DeclineValues> form={form} layout="vertical" onFinish={onFinish}>
        {/* The server's own messages for the same two rules (its 400 would say the same). */}
        <Form.Item label="Reason" name="declineReason" rules={[{ required: true, message: ADMIN_MESSAGES.declineReasonRequired }]}>
          <ReasonSelect />
        </Form.Item>
        <Form.Item label="Note" name="note" rules={[{ required: reason === 'other', whitespace: true, message: ADMIN_MESSAGES.declineNoteRequired }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Introduction requests as work (issue 10): pending → contacted → introduced, or declined with a reason. The list
 * grows with traffic, so it pages by cursor like the form lists (issue 22): Newer / Older at any depth.
 */
export function AdminIntroductionRequestsPage() {
  const { params, onTableChange, setCursor } = useTableParams();
  const state = useGetIntroductionRequestsQuery(params);
  const [declining, setDeclining] = useState<AdminIntroductionRequest | null>(null);
  return (
    <AdminLayout
      title="Introduction Requests"
      subtitle="Charities wait for an answer within 24 hours; older pending requests are flagged overdue."
      actions={<ExportCsvButton href={csvHref('/api/admin/introduction-requests', params)} />}
    >
      <AdminTable<AdminIntroductionRequest>
        columns={columns(setDeclining)}
        state={state}
        params={params}
        onTableChange={onTableChange}
        onCursor={setCursor}
        emptyText="No introduction requests yet"
      />
      <DeclineDialog request={declining} onClose={() => setDeclining(null)} />
    </AdminLayout>
  );
}
