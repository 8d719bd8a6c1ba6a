import { useState } from 'react';
import { Form, Input } from 'antd';
import { Link, useParams } from 'react-router-dom';
import {
  CASE_STUDY_FIGURE_LABEL_MAX,
  CASE_STUDY_FIGURE_VALUE_MAX,
  CASE_STUDY_FIGURES_MAX,
  CASE_STUDY_STATE_LABELS,
  CASE_STUDY_TITLE_MAX,
  CASE_STUDY_TOTAL_MAX,
  CASE_STUDY_TOTAL_MIN,
  REVIEW_MESSAGES,
  type CaseStudyStatus,
} from '@contracts';
import { ROUTES } from '@/shared/config';
import { serverMessage } from '@/shared/api';
import { usePageTitle } from '@/shared/lib';
import { Spinner } from '@/shared/ui';
import { CaseStudyArticle, useDecideCaseStudyMutation, useGetCaseStudyQuery, useSaveCaseStudyMutation } from '@/entities/review';
import './project-review.css';

/** /projects/{id}/case-study (issue 18): the consultant's editor, the charity's approval with the exact preview. */
export function CaseStudyPage() {
  const projectId = Number(useParams().id);
  const { data, isLoading, error, refetch } = useGetCaseStudyQuery(projectId, { skip: !Number.isInteger(projectId) });
  usePageTitle(data ? `Case study: ${data.projectTitle}` : 'Case study');
  if (isLoading) return <Spinner fullPage label="Loading case study…" />;
  if (!data) {
    return (
      <div className="container page-message">
        <h1>Case study</h1>
        <p role="alert">{serverMessage(error) ?? 'This case study could not be loaded.'}</p>
      </div>
    );
  }
  return (
    <div className="container project-review">
      <Link to={ROUTES.projectDetail(projectId)}>Back to the project</Link>
      <h1>Case study: {data.projectTitle}</h1>
      {data.caseStudy && <p role="status">{CASE_STUDY_STATE_LABELS[data.caseStudy.state]}</p>}
      {data.canEdit ? <CaseStudyEditor status={data} onSaved={refetch} /> : data.caseStudy ? <CharityDecision status={data} onDecided={refetch} /> : <p>The consultant has not written a case study yet.</p>}
    </div>
  );
}

interface CaseStudyValues {
  title: string;
  challenge: string;
  approach: string;
  outcome: string;
  figures: { value: string; label: string }[];
}

const SECTIONS = [
  ['challenge', 'Challenge'],
  ['approach', 'Approach'],
  ['outcome', 'Outcome'],
] as const;

/** What the server counts against the whole-text limits: every section and every figure's value and label. */
const lengthOf = (values: Partial<CaseStudyValues>) =>
  [values.title, values.challenge, values.approach, values.outcome].reduce((sum, text) => sum + (text ?? '').length, 0) +
  (values.figures ?? []).reduce((sum, figure) => sum + (figure?.value ?? '').length + (figure?.label ?? '').length, 0);

function CaseStudyEditor({ status, onSaved }: { status: CaseStudyStatus; onSaved: () => void }) {
  const current = status.caseStudy;
  const [save, { isLoading, error }] = useSaveCaseStudyMutation();
  const [form] = Form.useForm<CaseStudyValues>();
  const watched = Form.useWatch([], form) as Partial<CaseStudyValues> | undefined;
  const initialValues: CaseStudyValues = {
    title: current?.title ?? '',
    challenge: current?.challenge ?? '',
    approach: current?.approach ?? '',
    outcome: current?.outcome ?? '',
    figures: current?.figures.length ? current.figures : [{ value: '', label: '' }],
  };
  const onFinish = async ({ figures, ...text }: CaseStudyValues) => {
    const result = await save({ projectId: status.projectId, body: { ...text, figures: figures.filter((figure) => figure.value.trim() && figure.label.trim()) } });
    if (!('error' in result)) onSaved();
  };
  return (
    <Form<CaseStudyValues> form={form} name="caseStudy" layout="vertical" className="project-review__form" aria-label="Case study" initialValues={initialValues} onFinish={onFinish}>
      <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: REVIEW_MESSAGES.titleRequired }, { max: CASE_STUDY_TITLE_MAX, message: REVIEW_MESSAGES.titleTooLong }]}>
        <Input maxLength={CASE_STUDY_TITLE_MAX} />
      </Form.Item>
      {SECTIONS.map(([key, label]) => (
        <Form.Item key={key} name={key} label={label} rules={[{ required: true, whitespace: true, message: REVIEW_MESSAGES.sectionRequired(key) }]}>
          <Input.TextArea rows={4} />
        </Form.Item>
      ))}
      <fieldset>
        <legend>Figures (up to {CASE_STUDY_FIGURES_MAX})</legend>
        <Form.List name="figures">
          {(fields, { add }) => (
            <>
              {fields.map((field) => (
                <div key={field.key} className="project-review__figure">
                  <Form.Item name={[field.name, 'value']} label={`Figure ${field.name + 1} value`}>
                    <Input maxLength={CASE_STUDY_FIGURE_VALUE_MAX} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'label']} label={`Figure ${field.name + 1} label`}>
                    <Input maxLength={CASE_STUDY_FIGURE_LABEL_MAX} />
                  </Form.Item>
                </div>
              ))}
              {fields.length < CASE_STUDY_FIGURES_MAX && (
                <button type="button" className="btn" onClick={() => add({ value: '', label: '' })}>
                  Add a figure
                </button>
              )}
            </>
          )}
        </Form.List>
      </fieldset>
      <p aria-live="polite">
        {lengthOf(watched ?? initialValues)} of {CASE_STUDY_TOTAL_MAX} characters (at least {CASE_STUDY_TOTAL_MIN})
      </p>
      {error && <p role="alert">{serverMessage(error)}</p>}
      <button type="submit" className="btn btn--primary" disabled={isLoading}>
        Send for the charity’s approval
      </button>
    </Form>
  );
}

function CharityDecision({ status, onDecided }: { status: CaseStudyStatus; onDecided: () => void }) {
  const study = status.caseStudy!;
  const [named, setNamed] = useState(true);
  const [decide, { isLoading, error }] = useDecideCaseStudyMutation();
  const act = async (decision: 'approve' | 'decline' | 'withdraw') => {
    const result = await decide({ caseStudyId: study.id, decision, body: decision === 'approve' ? { named } : undefined });
    if (!('error' in result)) onDecided();
  };
  return (
    <section aria-labelledby="case-study-preview">
      <h2 id="case-study-preview">Exactly what the consultant’s profile will show</h2>
      {study.state === 'pending' && (
        <fieldset>
          <legend>How should your organisation appear?</legend>
          <label>
            <input type="radio" name="named" checked={named} onChange={() => setNamed(true)} /> Named: {study.preview.named.charity}
          </label>
          <label>
            <input type="radio" name="named" checked={!named} onChange={() => setNamed(false)} /> Anonymised: {study.preview.anonymous.charity}
          </label>
        </fieldset>
      )}
      <CaseStudyArticle className="project-review__preview" study={study.state === 'pending' ? (named ? study.preview.named : study.preview.anonymous) : study.named ? study.preview.named : study.preview.anonymous} />
      {error && <p role="alert">{serverMessage(error)}</p>}
      {study.state === 'pending' && (
        <div className="project-review__actions">
          <button type="button" className="btn btn--primary" disabled={isLoading} onClick={() => void act('approve')}>
            Approve and publish
          </button>
          <button type="button" className="btn" disabled={isLoading} onClick={() => void act('decline')}>
            Decline
          </button>
        </div>
      )}
      {study.state === 'approved' && (
        <button type="button" className="btn" disabled={isLoading} onClick={() => void act('withdraw')}>
          Withdraw consent
        </button>
      )}
    </section>
  );
}
