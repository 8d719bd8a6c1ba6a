import { Alert, Button } from 'antd';
import { useParams } from 'react-router-dom';
import { serverMessage } from '@/shared/api';

/** The `:id` of an admin record's address, and whether it can name one at all (a positive whole number). */
export function useRecordId(): { id: number; valid: boolean } {
  const id = Number(useParams().id);
  return { id, valid: Number.isInteger(id) && id > 0 };
}

interface AdminRecordMissingProps {
  /** What the record is, lower case: "charity", "request". */
  noun: string;
  valid: boolean;
  error: unknown;
  backHref: string;
  backLabel: string;
}

/** One admin record that the address does not name, or the server does not know (404). */
export function AdminRecordMissing({ noun, valid, error, backHref, backLabel }: AdminRecordMissingProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={`${noun[0].toUpperCase()}${noun.slice(1)} not found`}
      description={valid ? serverMessage(error) : `This address does not name a ${noun}.`}
      action={<Button href={backHref}>{backLabel}</Button>}
    />
  );
}
