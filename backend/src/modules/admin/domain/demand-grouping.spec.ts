import { groupNeedsByExpertise, NOT_STATED } from './demand-grouping';

describe('groupNeedsByExpertise', () => {
  it('counts a need naming an expertise key or label for that expertise, other text as written', () => {
    const groups = groupNeedsByExpertise([
      { primaryNeed: 'finance', count: 2 },
      { primaryNeed: ' Finance & Accounting ', count: 3 },
      { primaryNeed: 'Help with our website', count: 1 },
      { primaryNeed: 'help with  our website', count: 1 },
      { primaryNeed: null, count: 4 },
      { primaryNeed: '', count: 1 },
    ]);
    expect(groups).toEqual([
      { expertise: 'finance', label: 'Finance & Accounting', count: 5 },
      { expertise: null, label: NOT_STATED, count: 5 },
      { expertise: null, label: 'Help with our website', count: 2 },
    ]);
  });

  it('answers nothing for no entries', () => {
    expect(groupNeedsByExpertise([])).toEqual([]);
  });
});
