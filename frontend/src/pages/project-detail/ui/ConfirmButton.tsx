import { useState } from 'react';
import { Button, Modal } from 'antd';

interface ConfirmButtonProps {
  label: string;
  /** When the visible label alone is ambiguous in a list ("Delete" → "Delete report.pdf"). */
  accessibleLabel?: string;
  title: string;
  body: string;
  confirmLabel: string;
  danger?: boolean;
  primary?: boolean;
  onConfirm: () => Promise<unknown>;
}

/** A button that asks first, in a keyboard-operable dialog (Escape and Cancel close it, focus returns). */
export function ConfirmButton({ label, accessibleLabel, title, body, confirmLabel, danger, primary, onConfirm }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button danger={danger} type={primary ? 'primary' : 'default'} aria-label={accessibleLabel} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        open={open}
        title={title}
        okText={confirmLabel}
        cancelText="Keep as is"
        okButtonProps={{ danger, loading: busy }}
        cancelButtonProps={{ disabled: busy }}
        onOk={confirm}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>{body}</p>
      </Modal>
    </>
  );
}
