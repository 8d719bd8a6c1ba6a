import { useId, useState } from 'react';
import { Button, Input, Typography } from 'antd';
import { ADMIN_TOASTS } from '@contracts';
import { generateTemporaryPassword, useAssignTempCredentialsMutation, type IssuedCredentials } from '@/entities/admin';
import { serverMessage } from '@/shared/api';
import { useToast } from '@/shared/ui';
import './assign-credentials.css';

export interface AssignCredentialsFormProps {
  consultantId: number;
  consultantName: string;
  /** The failure toast when the server sends no message: each screen words it as spec 001 §8 does. */
  failureFallback?: string;
}

/**
 * A new temporary password for one consultant (spec 001 §2, §5): Assign is disabled while the field is
 * empty or a request is pending; the server refuses consultants who may not get one (D5, 409).
 */
export function AssignCredentialsForm({ consultantId, consultantName, failureFallback = ADMIN_TOASTS.credentialsAssignFailed.title }: AssignCredentialsFormProps) {
  const [password, setPassword] = useState('');
  const [issued, setIssued] = useState<IssuedCredentials | null>(null);
  const [assign, { isLoading }] = useAssignTempCredentialsMutation();
  const { toast } = useToast();
  const inputId = useId();

  const onAssign = async () => {
    try {
      setIssued(await assign({ consultantId, tempPassword: password }).unwrap());
      setPassword('');
      toast(ADMIN_TOASTS.credentialsAssigned);
    } catch (error) {
      toast({ title: serverMessage(error) ?? failureFallback, variant: 'destructive' });
    }
  };

  return (
    <div className="assign-credentials">
      <label htmlFor={inputId} className="visually-hidden">
        Temporary password for {consultantName}
      </label>
      {/* The field over its two buttons, wrapping: it fits the bounded Actions column of a 1366 px table (issue 16). */}
      <div className="assign-credentials__controls">
        <Input
          id={inputId}
          value={password}
          placeholder="Temporary password"
          autoComplete="new-password"
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button onClick={() => setPassword(generateTemporaryPassword())}>Generate</Button>
        <Button type="primary" disabled={!password || isLoading} loading={isLoading} onClick={() => void onAssign()}>
          Assign
        </Button>
      </div>
      {issued ? (
        <Typography.Paragraph style={{ marginTop: 8 }}>
          Username <code>{issued.username}</code>, temporary password <code>{issued.temporaryPassword}</code>
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
