import type { IntroductionInput } from '../../application/request-introduction.service';
import type { IntroductionModalRequestDto } from './introduction-request.request.dto';

/**
 * The modal has no expertise or timeline: those NOT NULL columns hold '' (not a made-up choice), the
 * organisation (or '') stands for the charity name and the message for the project description.
 */
export function modalToIntroduction(body: IntroductionModalRequestDto): IntroductionInput {
  return {
    charityName: body.requesterOrganisation ?? '',
    contactName: body.requesterName,
    email: body.requesterEmail,
    phone: null,
    projectDescription: body.message,
    expertiseNeeded: '',
    timeline: '',
    consultantId: body.consultantId,
  };
}
