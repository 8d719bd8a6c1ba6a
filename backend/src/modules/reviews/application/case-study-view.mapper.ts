import type { CaseStudyView } from '../../../contracts';
import type { CaseStudyEntity } from '../infrastructure/case-study.entity';
import type { ReviewParties } from '../infrastructure/project-party.query';
import { toPublicCaseStudy } from './review-views.mapper';

/** The consultant's and the charity's view of a case study, with both public previews (named and anonymous). */
export function toCaseStudyView(study: CaseStudyEntity, parties: ReviewParties): CaseStudyView {
  return {
    id: study.id,
    projectId: study.projectId,
    projectTitle: parties.title,
    state: study.state,
    version: study.version,
    title: study.title,
    challenge: study.challenge,
    approach: study.approach,
    outcome: study.outcome,
    figures: study.figures ?? [],
    named: study.state === 'approved' || study.state === 'withdrawn' ? study.named : null,
    updatedAt: new Date(study.updatedAt).toISOString(),
    preview: {
      named: toPublicCaseStudy(study, true, parties.charityName, parties.charityCause),
      anonymous: toPublicCaseStudy(study, false, parties.charityName, parties.charityCause),
    },
  };
}
