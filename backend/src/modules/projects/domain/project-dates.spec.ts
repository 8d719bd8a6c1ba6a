import { PROJECT_MESSAGES } from '../../../contracts';
import { projectDateErrors } from './project-dates';

const today = '2026-05-10';

describe('projectDateErrors (D8)', () => {
  it('accepts no dates, today, and an end on or after the start', () => {
    expect(projectDateErrors({ startDate: null, endDate: null }, today)).toEqual({});
    expect(projectDateErrors({ startDate: today, endDate: today }, today)).toEqual({});
    expect(projectDateErrors({ startDate: '2026-06-01', endDate: '2026-09-30' }, today)).toEqual({});
  });

  it('refuses an end before the start with the spec message', () => {
    expect(projectDateErrors({ startDate: '2026-06-01', endDate: '2026-05-31' }, today)).toEqual({ endDate: PROJECT_MESSAGES.endBeforeStart });
  });

  it('refuses a start in the past', () => {
    expect(projectDateErrors({ startDate: '2026-05-09', endDate: null }, today)).toEqual({ startDate: PROJECT_MESSAGES.startInPast });
  });

  it('refuses an end in the past when there is no start', () => {
    expect(projectDateErrors({ startDate: null, endDate: '2026-05-01' }, today)).toEqual({ endDate: PROJECT_MESSAGES.endBeforeStart });
  });

  it('refuses days that are not YYYY-MM-DD calendar days', () => {
    expect(projectDateErrors({ startDate: '2026-02-30', endDate: '10/06/2026' }, today)).toEqual({ startDate: PROJECT_MESSAGES.dateFormat, endDate: PROJECT_MESSAGES.dateFormat });
  });
});
