import { Card, Checkbox } from 'antd';
import { serverMessage } from '@/shared/api';
import { formatDisplayDate } from '@/shared/lib';
import { Spinner, useToast } from '@/shared/ui';
import { LoadError } from '@/shared/ui/load-error';
import { useGetConsentsQuery, useSetMailPreferencesMutation } from '../api/personalDataApi';

/** Account Settings "Consents and e-mails" (issue 19, D19): what the member agreed to, and digests and reminders on or off. */
export function MailPreferencesCard() {
  const { data, isLoading, isError, refetch } = useGetConsentsQuery();
  const [setPreferences, { isLoading: saving }] = useSetMailPreferencesMutation();
  const { toast } = useToast();

  const change = async (nonEssentialMail: boolean) => {
    try {
      await setPreferences({ nonEssentialMail }).unwrap();
      toast({ title: nonEssentialMail ? 'Digests and reminders are on' : 'Digests and reminders are off' });
    } catch (error) {
      toast({ title: 'Your choice was not saved', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    }
  };

  return (
    <Card title={<h2 className="account-settings__card-title">Consents and e-mails</h2>}>
      {isLoading ? <Spinner label="Loading your consents…" /> : null}
      {isError ? <LoadError what="your consents" onRetry={refetch} /> : null}
      {data ? (
        <>
          <h3 className="account-settings__subheading">Terms and privacy policy you accepted</h3>
          {data.acceptances.length ? (
            <ul>
              {data.acceptances.map((acceptance) => (
                <li key={acceptance.acceptedAt}>
                  Version {acceptance.termsVersion}, accepted {formatDisplayDate(acceptance.acceptedAt)}
                </li>
              ))}
            </ul>
          ) : (
            <p>No acceptance on record.</p>
          )}
          <h3 className="account-settings__subheading">E-mails</h3>
          <Checkbox checked={data.nonEssentialMail.granted} disabled={saving} onChange={(event) => void change(event.target.checked)}>
            Send me digests and reminders (unread messages, membership renewal)
          </Checkbox>
          <p className="account-settings__hint">Security notices (password changes, sign-in lockouts) are always sent.</p>
          {data.nonEssentialMail.history.length ? (
            <ul aria-label="Your e-mail choices">
              {data.nonEssentialMail.history.map((choice) => (
                <li key={choice.recordedAt}>
                  {choice.granted ? 'Turned on' : 'Turned off'} {formatDisplayDate(choice.recordedAt)}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
