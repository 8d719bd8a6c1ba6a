import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CASE_STUDY_STATE_LABELS, CASE_STUDY_TOTAL_MAX, type CaseStudyStatus } from '@contracts';
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

function CaseStudyEditor({ status, onSaved }: { status: CaseStudyStatus; onSaved: () => void }) {
  const current = status.caseStudy;
  const [save, { isLoading, error }] = useSaveCaseStudyMutation();
  const [fields, setFields] = useState({ title: current?.title ?? '', challenge: current?.challenge ?? '', approach: current?.approach ?? '', outcome: current?.outcome ?? '' });
  const [figures, setFigures] = useState(current?.figures.length ? current.figures : [{ value: '', label: '' }]);
  const total = Object.values(fields).join('').length + figures.reduce((sum, figure) => sum + figure.value.length + figure.label.length, 0);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({ projectId: status.projectId, body: { ...fields, figures: figures.filter((figure) => figure.value.trim() && figure.label.trim()) } });
    if (!('error' in result)) onSaved();
  };
  const field = (key: keyof typeof fields, label: string, multiline = true) => (
    <>
      <label htmlFor={`case-study-${key}`}>{label}</label>
      {multiline ? (
        <textarea id={`case-study-${key}`} rows={4} value={fields[key]} onChange={(event) => setFields({ ...fields, [key]: event.target.value })} required />
      ) : (
        <input id={`case-study-${key}`} type="text" value={fields[key]} onChange={(event) => setFields({ ...fields, [key]: event.target.value })} required />
      )}
    </>
  );
  return (
    <form className="project-review__form" onSubmit={onSubmit} aria-label="Case study">
      {field('title', 'Title', false)}
      {field('challenge', 'Challenge')}
      {field('approach', 'Approach')}
      {field('outcome', 'Outcome')}
      <fieldset>
        <legend>Figures (up to 3)</legend>
        {figures.map((figure, index) => (
          <div key={index} className="project-review__figure">
            <label htmlFor={`figure-value-${index}`}>Figure {index + 1} value</label>
            <input id={`figure-value-${index}`} type="text" value={figure.value} onChange={(event) => setFigures(figures.map((f, i) => (i === index ? { ...f, value: event.target.value } : f)))} />
            <label htmlFor={`figure-label-${index}`}>Figure {index + 1} label</label>
            <input id={`figure-label-${index}`} type="text" value={figure.label} onChange={(event) => setFigures(figures.map((f, i) => (i === index ? { ...f, label: event.target.value } : f)))} />
          </div>
        ))}
        {figures.length < 3 && (
          <button type="button" className="btn" onClick={() => setFigures([...figures, { value: '', label: '' }])}>
            Add a figure
          </button>
        )}
      </fieldset>
      <p aria-live="polite">
        {total} of {CASE_STUDY_TOTAL_MAX} characters (at least 100)
      </p>
      {error && <p role="alert">{serverMessage(error)}</p>}
      <button type="submit" className="btn btn--primary" disabled={isLoading}>
        Send for the charity’s approval
      </button>
    </form>
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
