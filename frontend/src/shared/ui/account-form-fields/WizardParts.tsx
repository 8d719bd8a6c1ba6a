import type { ReactNode } from 'react';
import { Button, Checkbox, Form } from 'antd';
import { mustBeChecked } from './rules';

export interface ConsentFieldProps {
  name: 'termsAccepted' | 'privacyAccepted';
  /** Shown when the box is left unticked. */
  message: string;
  /** The link to the document, after "I accept the ". */
  children: ReactNode;
}

/** "I accept the <document>": a checkbox that has to be ticked before the wizard sends anything. */
export function ConsentField({ name, message, children }: ConsentFieldProps) {
  return (
    <Form.Item name={name} valuePropName="checked" rules={[mustBeChecked(message)]}>
      <Checkbox>
        I accept the{' '}
        {children}
      </Checkbox>
    </Form.Item>
  );
}

export interface WizardActionsProps {
  step: number;
  busy: boolean;
  onPrevious: () => void;
  /** The primary (submit) button's text. */
  children: ReactNode;
}

/** "Previous" (after step 1) and the primary button that submits the current step. */
export function WizardActions({ step, busy, onPrevious, children }: WizardActionsProps) {
  return (
    <div className="wizard-actions">
      {step > 1 && (
        <Button size="large" onClick={onPrevious} disabled={busy}>
          Previous
        </Button>
      )}
      <Button type="primary" htmlType="submit" size="large" loading={busy} className="wizard-actions__next">
        {children}
      </Button>
    </div>
  );
}
