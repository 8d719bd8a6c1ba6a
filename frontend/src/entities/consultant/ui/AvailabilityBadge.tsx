import { AVAILABILITY_EXPLANATIONS, AVAILABILITY_LABELS, availabilityStateOf, type DirectoryConsultant } from '@contracts';
import { Badge } from '@/shared/ui/badge';

type Availability = Pick<DirectoryConsultant, 'availability' | 'availableNow'>;

/**
 * Available only when the consultant said so and confirmed it lately (availableNow, DECISIONS D15); switched on
 * but unconfirmed is 'Coming Soon', switched off is 'Not Available'. The card and the profile both use this
 * badge and AvailabilityNote, so they read the same (issue 16).
 */
export function AvailabilityBadge({ consultant }: { consultant: Availability }) {
  const state = availabilityStateOf(consultant);
  return <Badge tone={state === 'available' ? 'success' : 'warning'}>{AVAILABILITY_LABELS[state]}</Badge>;
}

/** Why Request Introduction is off; nothing while the consultant is available. `id` lets the button point at it. */
export function AvailabilityNote({ consultant, id, className }: { consultant: Availability; id: string; className?: string }) {
  const state = availabilityStateOf(consultant);
  if (state === 'available') return null;
  return (
    <p id={id} className={className}>
      {AVAILABILITY_EXPLANATIONS[state]}
    </p>
  );
}
