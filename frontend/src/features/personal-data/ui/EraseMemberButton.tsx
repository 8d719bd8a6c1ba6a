import { useState } from 'react';
import { Alert, Button, Input, Modal } from 'antd';
import { ERASURE_REASON_MAX_LENGTH, PERSONAL_DATA_MESSAGES } from '@contracts';
import { serverMessage } from '@/shared/api';
import { useToast } from '@/shared/ui';
import { useEraseMemberMutation } from '../api/personalDataApi';

/** An admin erases a member on request (issue 19): the reason is required and kept in the audit log. */
export function EraseMemberButton({ userId, name }: { userId: number; name: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [erase, { isLoading }] = useEraseMemberMutation();
  const { toast } = useToast();

  const confirm = async () => {
    if (!reason.trim()) {
      setProblem(PERSONAL_DATA_MESSAGES.reasonRequired);
      return;
    }
    try {
      await erase({ userId, reason: reason.trim() }).unwrap();
      setOpen(false);
      toast({ title: PERSONAL_DATA_MESSAGES.accountErased });
    } catch (error) {
      setProblem(serverMessage(error) ?? 'The account could not be erased. Please try again.');
    }
  };

  return (
    <>
      <Button danger size="small" aria-label={`Erase the account of ${name}`} onClick={() => setOpen(true)}>
        Erase account
      </Button>
      <Modal
        open={open}
        title={`Erase the account of ${name}?`}
        okText="Erase account"
        cancelText="Cancel"
        okButtonProps={{ danger: true, loading: isLoading }}
        onOk={confirm}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>Their personal data is erased at once and they are signed out. Projects stay with the other party. This cannot be undone.</p>
        <label htmlFor={`erase-reason-${userId}`}>Reason (kept in the audit log)</label>
        <Input.TextArea id={`erase-reason-${userId}`} rows={3} maxLength={ERASURE_REASON_MAX_LENGTH} value={reason} onChange={(event) => setReason(event.target.value)} />
        {problem ? <Alert type="error" showIcon title={problem} role="alert" style={{ marginTop: 12 }} /> : null}
      </Modal>
    </>
  );
}
