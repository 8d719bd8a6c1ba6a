import type { PublicCaseStudy } from '@contracts';

interface CaseStudyArticleProps {
  study: PublicCaseStudy;
  /** The page's own classes: the profile styles the charity line and the figures, the preview does not. */
  className: string;
  charityClassName?: string;
  figuresClassName?: string;
}

/**
 * A case study as the public profile shows it (issue 18): the charity's preview renders this same
 * component, so what it approves is exactly what the profile will show.
 */
export function CaseStudyArticle({ study, className, charityClassName, figuresClassName }: CaseStudyArticleProps) {
  return (
    <article className={className}>
      <h3>{study.title}</h3>
      <p className={charityClassName}>{study.charity}</p>
      <h4>Challenge</h4>
      <p>{study.challenge}</p>
      <h4>Approach</h4>
      <p>{study.approach}</p>
      <h4>Outcome</h4>
      <p>{study.outcome}</p>
      {study.figures.length > 0 && (
        <ul className={figuresClassName}>
          {study.figures.map((figure) => (
            <li key={`${figure.value}-${figure.label}`}>
              <strong>{figure.value}</strong> {figure.label}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
