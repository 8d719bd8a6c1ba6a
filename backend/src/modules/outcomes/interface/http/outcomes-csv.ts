import type { CsvColumn } from '../../../../common/http/csv';
import { EXPERTISE_LABELS, ORGANISATION_SIZE_LABELS, OutcomesReport } from '../../../../contracts';

/** One line of the outcomes CSV: the report's sections one below the other, each row naming its section. */
export interface OutcomesCsvRow {
  section: string;
  key: string;
  label: string;
  count?: number;
  total?: number;
  rate?: number | null;
  average?: number;
  medianHours?: number | null;
  p90Hours?: number | null;
}

export const OUTCOMES_CSV_COLUMNS: CsvColumn<OutcomesCsvRow>[] = [
  { header: 'Section', value: (row) => row.section },
  { header: 'Key', value: (row) => row.key },
  { header: 'Label', value: (row) => row.label },
  { header: 'Count', value: (row) => row.count },
  { header: 'Out of', value: (row) => row.total },
  { header: 'Rate', value: (row) => row.rate },
  { header: 'Average rating', value: (row) => row.average },
  { header: 'Median hours', value: (row) => row.medianHours },
  { header: '90th percentile hours', value: (row) => row.p90Hours },
];

const labelOf = (labels: Record<string, string>, key: string) => labels[key] ?? key;

export function outcomesCsvRows(report: OutcomesReport): OutcomesCsvRow[] {
  return [
    ...report.funnel.map((step) => ({ section: 'Funnel', key: step.step, label: step.label, count: step.count, rate: step.conversion })),
    { section: 'Time', key: 'timeToMatch', label: 'Time to an accepted match', count: report.timeToMatch.count, medianHours: report.timeToMatch.medianHours, p90Hours: report.timeToMatch.p90Hours },
    { section: 'Time', key: 'timeToCompletion', label: 'Time to completion', count: report.timeToCompletion.count, medianHours: report.timeToCompletion.medianHours, p90Hours: report.timeToCompletion.p90Hours },
    ...report.fillRateByExpertise.map((row) => ({ section: 'Fill rate by expertise', key: row.key, label: labelOf(EXPERTISE_LABELS, row.key), count: row.accepted, total: row.needs, rate: row.rate })),
    ...report.fillRateBySizeBand.map((row) => ({ section: 'Fill rate by size band', key: row.key, label: labelOf(ORGANISATION_SIZE_LABELS, row.key), count: row.accepted, total: row.needs, rate: row.rate })),
    ...report.ratingByExpertise.map((row) => ({ section: 'Rating by expertise', key: row.key, label: labelOf(EXPERTISE_LABELS, row.key), count: row.reviews, average: row.average })),
    { section: 'Repeat charities', key: 'repeat', label: 'Charities with two or more projects', count: report.repeatCharities.repeat, total: report.repeatCharities.charities, rate: report.repeatCharities.share },
  ];
}
