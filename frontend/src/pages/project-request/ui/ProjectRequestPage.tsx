import { Alert, Button, Checkbox, DatePicker, Form, Input } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  EXPERTISE_KEYS,
  EXPERTISE_LABELS,
  ONE_OFF_REGULAR_SETUP_FEE,
  ONE_OFF_SETUP_FEE,
  PROJECT_ESTIMATED_HOURS_MAX,
  PROJECT_FIELD_MAX_LENGTH,
  PROJECT_MESSAGES,
  PROJECT_TEXTS,
  SETUP_FEE_CREDIT_DAYS,
} from '@contracts';
import { serverMessage } from '@/shared/api';
import { serverFieldMessages } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { formatPounds, usePageTitle } from '@/shared/lib';
import { useToast } from '@/shared/ui';
import { AntdProvider } from '@/shared/ui/antd-provider';
import { useCreateProjectMutation } from '@/entities/project';
import {
  endBeforeStart,
  isEndDateDisabled,
  isStartDateDisabled,
  toCreateRequest,
  type ProjectRequestValues,
} from '../model/projectRequestForm';
import './project-request.css';

const EXPERTISE_OPTIONS = EXPERTISE_KEYS.map((key) => ({ value: key, label: EXPERTISE_LABELS[key] }));
const DATE_FORMAT = 'DD/MM/YYYY';
const FORM_FIELDS: ReadonlyArray<keyof ProjectRequestValues> = [
  'title',
  'description',
  'expertiseRequired',
  'estimatedHours',
  'startDate',
  'endDate',
  'notes',
];

/** /project-request (spec 001 "Project request"): 'Request a Project'; ?type=oneoff is the one-off offer. */
export function ProjectRequestPage() {
  usePageTitle('Request a Project');
  const [params] = useSearchParams();
  const oneOff = params.get('type') === 'oneoff';
  const [form] = Form.useForm<ProjectRequestValues>();
  const startDate = Form.useWatch('startDate', form);
  const [createProject, { isLoading }] = useCreateProjectMutation();
  const navigate = useNavigate();
  const { toast } = useToast();

  const onFinish = async (values: ProjectRequestValues) => {
    try {
      await createProject(toCreateRequest(values, oneOff)).unwrap();
      toast(PROJECT_TEXTS.submitSuccess);
      navigate(ROUTES.charityDashboard);
    } catch (error) {
      const fields = serverFieldMessages(error);
      form.setFields(
        Object.entries(fields)
          .filter(([name]) => FORM_FIELDS.includes(name as keyof ProjectRequestValues))
          .map(([name, message]) => ({ name: name as keyof ProjectRequestValues, errors: [message] })),
      );
      toast({
        title: PROJECT_TEXTS.submitFailed.title,
        description: serverMessage(error) ?? PROJECT_TEXTS.submitFailed.description,
        variant: 'destructive',
      });
    }
  };

  return (
    <AntdProvider>
      <div className="container project-request">
        <h1>Request a Project</h1>
        <p className="project-request__intro">Tell us what you need and we will match you with a consultant who knows the charity sector.</p>
        {oneOff && (
          <Alert
            type="info"
            showIcon
            className="project-request__offer"
            title="One-off project"
            description={`No membership needed: a setup fee of ${formatPounds(ONE_OFF_SETUP_FEE)} (regularly ${formatPounds(
              ONE_OFF_REGULAR_SETUP_FEE,
            )}), credited to your membership if you join within ${SETUP_FEE_CREDIT_DAYS} days of the project's completion.`}
          />
        )}

        <Form<ProjectRequestValues>
          form={form}
          name="project-request"
          layout="vertical"
          onFinish={onFinish}
          scrollToFirstError={{ focus: true }}
          className="project-request__form"
        >
          <Form.Item label="Project Title" name="title" rules={[{ required: true, whitespace: true, message: PROJECT_MESSAGES.titleRequired }]}>
            <Input maxLength={PROJECT_FIELD_MAX_LENGTH.title} />
          </Form.Item>
          <Form.Item
            label="Project Description"
            name="description"
            rules={[{ required: true, whitespace: true, message: PROJECT_MESSAGES.descriptionRequired }]}
          >
            <Input.TextArea rows={4} maxLength={PROJECT_FIELD_MAX_LENGTH.description} />
          </Form.Item>
          <fieldset className="project-request__fieldset">
            <legend>Areas of Expertise Required</legend>
            {/* A validator rather than `required`: antd would put aria-required on the checkbox group,
                which that role does not support. */}
            <Form.Item
              name="expertiseRequired"
              rules={[
                {
                  validator: async (_rule, value: string[] | undefined) => {
                    if (!value?.length) throw new Error(PROJECT_MESSAGES.expertiseRequired);
                  },
                },
              ]}
            >
              <Checkbox.Group options={EXPERTISE_OPTIONS} className="project-request__expertise" />
            </Form.Item>
          </fieldset>
          <Form.Item
            label="Estimated Hours (optional)"
            name="estimatedHours"
            rules={[
              { pattern: /^\s*\d+\s*$/, message: PROJECT_MESSAGES.estimatedHoursWhole },
              {
                validator: async (_rule, value: string | undefined) => {
                  if (Number(value) > PROJECT_ESTIMATED_HOURS_MAX) throw new Error(PROJECT_MESSAGES.estimatedHoursTooMany);
                },
              },
            ]}
          >
            <Input inputMode="numeric" className="project-request__hours" />
          </Form.Item>
          <div className="project-request__dates">
            <Form.Item label="Start Date (optional)" name="startDate">
              <DatePicker format={DATE_FORMAT} disabledDate={(date) => isStartDateDisabled(date)} onChange={() => form.validateFields(['endDate'])} />
            </Form.Item>
            <Form.Item
              label="End Date (optional)"
              name="endDate"
              dependencies={['startDate']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_rule, value) => {
                    if (endBeforeStart(getFieldValue('startDate'), value)) throw new Error(PROJECT_MESSAGES.endBeforeStart);
                  },
                }),
              ]}
            >
              <DatePicker format={DATE_FORMAT} disabledDate={(date) => isEndDateDisabled(date, startDate)} />
            </Form.Item>
          </div>
          <Form.Item label="Additional Notes (optional)" name="notes">
            <Input.TextArea rows={3} maxLength={PROJECT_FIELD_MAX_LENGTH.notes} />
          </Form.Item>
          <div className="project-request__actions">
            <Button type="primary" htmlType="submit" loading={isLoading}>
              {isLoading ? 'Submitting...' : 'Submit Request'}
            </Button>
            <Button onClick={() => navigate(ROUTES.charityDashboard)} disabled={isLoading}>
              Cancel
            </Button>
          </div>
        </Form>
      </div>
    </AntdProvider>
  );
}
