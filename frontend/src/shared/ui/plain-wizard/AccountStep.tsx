import type { ReactNode } from 'react';
import { ACCOUNT_FIELD_MAX_LENGTH } from '@contracts';
import type { AccountValues } from '@/shared/lib/accountForm';
import { NewPasswordPair, TextField, type FieldBinding } from '@/shared/ui/plain-form';

type AccountForm = FieldBinding<AccountValues>;

/**
 * Step 1 of both sign-up wizards (spec 000 §2, §5): username, e-mail, password and its confirmation
 * with one "Show passwords" toggle for both.
 */
export function AccountStep({ form, intro, passwordHint, passwordExtra }: { form: AccountForm; intro: string; passwordHint?: string; passwordExtra?: ReactNode }) {
  return (
    <>
      <p className="wizard-step__intro">{intro}</p>
      <TextField
        form={form}
        name="username"
        label="Username"
        hint="At least 3 characters: letters, numbers, dots, dashes, underscores or @."
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={ACCOUNT_FIELD_MAX_LENGTH.username}
      />
      <TextField form={form} name="email" label="Email address" type="email" autoComplete="email" spellCheck={false} maxLength={ACCOUNT_FIELD_MAX_LENGTH.email} />
      <NewPasswordPair form={form} label="Password" confirmLabel="Confirm password" hint={passwordHint} extra={passwordExtra} />
    </>
  );
}

/** "Full name", required: the same on both wizards' personal step. */
export function FullNameField({ form }: { form: AccountForm }) {
  return <TextField form={form} name="name" label="Full name" autoComplete="name" maxLength={ACCOUNT_FIELD_MAX_LENGTH.name} />;
}

/** The optional "Website" of both wizards: an http(s) address, the rule the server applies. */
export function WebsiteField({ form }: { form: AccountForm }) {
  return <TextField form={form} name="website" label="Website" optional type="url" autoComplete="url" placeholder="https://" spellCheck={false} />;
}
