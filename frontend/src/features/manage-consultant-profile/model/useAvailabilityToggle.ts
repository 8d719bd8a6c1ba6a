import { useCallback, useEffect, useState } from 'react';
import type { ConsultantProfileSummary } from '@contracts';
import { useToast } from '@/shared/ui';
import { useUpdateConsultantProfileMutation } from '@/entities/consultant';
import { DASHBOARD_TEXTS } from './texts';

export interface AvailabilityToggle {
  /** What the switch shows: the value being saved while a change is under way, else the saved one. */
  available: boolean;
  saving: boolean;
  setAvailable: (next: boolean) => Promise<void>;
}

/**
 * The availability switch (spec 000 §4, spec 001 §4): applied at once, rolled back if saving fails; the
 * mutation refetches the current user either way, and the switch keeps the new value until it arrives.
 */
export function useAvailabilityToggle(profile: ConsultantProfileSummary | null): AvailabilityToggle {
  const [update, { isLoading }] = useUpdateConsultantProfileMutation();
  const { toast } = useToast();
  const [pending, setPending] = useState<boolean | null>(null);
  const saved = profile?.availability ?? false;

  // The refetched profile caught up with the change: stop overriding it.
  useEffect(() => {
    if (pending !== null && !isLoading && saved === pending) setPending(null);
  }, [pending, isLoading, saved]);

  const setAvailable = useCallback(
    async (next: boolean) => {
      if (!profile) {
        toast({ title: DASHBOARD_TEXTS.profileNotFound, variant: 'destructive' });
        return;
      }
      setPending(next);
      try {
        await update({ id: profile.id, changes: { availability: next } }).unwrap();
        toast({ title: DASHBOARD_TEXTS.availabilityUpdated });
      } catch {
        setPending(null);
        toast({ ...DASHBOARD_TEXTS.availabilityFailed, variant: 'destructive' });
      }
    },
    [profile, toast, update],
  );

  return { available: pending ?? saved, saving: isLoading, setAvailable };
}
