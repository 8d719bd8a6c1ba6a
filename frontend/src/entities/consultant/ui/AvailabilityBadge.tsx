import { DIRECTORY_TEXTS, type DirectoryConsultant } from '@contracts';
import { Badge } from '@/shared/ui/badge';

/**
 * Available only when the consultant said so and confirmed it lately (availableNow, DECISIONS D15);
 * switched on but unconfirmed is 'Coming Soon'. The profile says 'Not Available' for a switched-off one.
 */
export function AvailabilityBadge({ consultant, offLabel = DIRECTORY_TEXTS.comingSoon }: { consultant: Pick<DirectoryConsultant, 'availability' | 'availableNow'>; offLabel?: string }) {
  if (consultant.availableNow) return <Badge tone="success">{DIRECTORY_TEXTS.available}</Badge>;
  return <Badge tone="warning">{consultant.availability ? DIRECTORY_TEXTS.comingSoon : offLabel}</Badge>;
}
