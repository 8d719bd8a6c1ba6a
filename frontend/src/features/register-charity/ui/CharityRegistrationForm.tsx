import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import {
  ACCOUNT_FIELD_MAX_LENGTH,
  CHARITY_FIELD_MAX_LENGTH,
  MEMBERSHIP_PRICES,
  MEMBERSHIP_TIERS,
  ORGANISATION_SIZE_LABELS,
  PASSWORD_MIN_LENGTH,
  REVENUE_BANDS,
  TOASTS,
} from '@contracts';
import { serverMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { formatPounds, safeRedirectPath } from '@/shared/lib';
import { useToast } from '@/shared/ui';
import { RadioGroupField, TextAreaField, TextField } from '@/shared/ui/plain-form';
import { AccountStep, ConsentFields, FullNameField, WebsiteField, WizardShell, useWizardForm } from '@/shared/ui/plain-wizard';
import { sessionApi } from '@/entities/session';
import { registerCharityApi } from '../api/registerCharityApi';
import {
  REGISTRATION_STEPS,
  initialRegistrationValues,
  registrationProblems,
  serverFieldErrors,
  toCharityRegistrationRequest,
  type CharityRegistrationValues,
} from '../model/registrationForm';
import './charity-registration-form.css';

const TOTAL_STEPS = REGISTRATION_STEPS.length;
const STEP_TITLES = REGISTRATION_STEPS.map((step) => step.title);
const TIER_OPTIONS = MEMBERSHIP_TIERS.map((tier) => ({
  value: tier,
  label: (
    <>
      <span className="charity-registration__tier-name">{ORGANISATION_SIZE_LABELS[tier]}</span>
      <span className="charity-registration__tier-detail">
        Annual income {REVENUE_BANDS[tier].toLowerCase()} · {formatPounds(MEMBERSHIP_PRICES[tier].monthly)} a month
      </span>
    </>
  ),
}));

function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

export interface CharityRegistrationFormProps {
  /** From /register?tier=…; anything that is not a tier means the default (small). */
  initialTier: string | null;
  /** From /register?redirect=…: where the new charity goes instead of its dashboard (a safe same-site path only). */
  redirect?: string | null;
}

/**
 * The charity registration wizard (spec 000 §2, §5, §8) on the plain-form kit: four steps over one set
 * of values, "Next" checks the current step only and only step 4 sends anything.
 */
export function CharityRegistrationForm({ initialTier, redirect = null }: CharityRegistrationFormProps) {
  const [initialValues] = useState(() => initialRegistrationValues(initialTier));
  const wizard = useWizardForm<CharityRegistrationValues>(initialValues, { steps: REGISTRATION_STEPS, validate: registrationProblems });
  const [registerCharity, { isLoading }] = registerCharityApi.useRegisterCharityMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();
  const currentYear = new Date().getFullYear();
  const { step } = wizard;

  const submit = async (values: CharityRegistrationValues) => {
    try {
      const user = await registerCharity(toCharityRegistrationRequest(values)).unwrap();
      // The answer is the new current user: cache it now so the header greets at once and the
      // dashboard's sign-in gate lets them in; the mutation also invalidates CurrentUser to re-read it.
      dispatch(sessionApi.util.upsertQueryEntries([{ endpointName: 'getCurrentUser', arg: undefined, value: user }]));
      toast(TOASTS.registrationSuccess);
      navigate(safeRedirectPath(redirect) ?? ROUTES.charityDashboard, { replace: true });
    } catch (error) {
      toast({
        title: TOASTS.registrationFailed.title,
        description: serverMessage(error) ?? TOASTS.registrationFailed.description,
        variant: 'destructive',
      });
      wizard.showServerErrors(serverFieldErrors(error));
    }
  };

  return (
    <WizardShell
      wizard={wizard}
      name="charity-registration"
      className="charity-registration"
      stepTitles={STEP_TITLES}
      progressLabel="Registration progress"
      heading={REGISTRATION_STEPS[step - 1].heading}
      onLast={submit}
      busy={isLoading}
      submitLabel={step < TOTAL_STEPS ? 'Next' : isLoading ? 'Registering...' : 'Complete Registration'}
      footer={
        <>
          Already have an account? <Link to={ROUTES.login}>Sign in</Link>
        </>
      }
    >
      {step === 1 && <AccountStep form={wizard} intro="You will use these details to sign in." passwordHint={`At least ${PASSWORD_MIN_LENGTH} characters.`} />}

      {step === 2 && (
        <>
          <p className="wizard-step__intro">Tell us who you are, so we know who to talk to about your charity’s needs.</p>
          <FullNameField form={wizard} />
          <TextField form={wizard} name="phone" label="Phone number" optional type="tel" autoComplete="tel" maxLength={ACCOUNT_FIELD_MAX_LENGTH.phone} />
          <TextAreaField
            form={wizard}
            name="bio"
            label="About you"
            optional
            hint="Your role at the charity and anything that helps us understand what you need."
            maxLength={ACCOUNT_FIELD_MAX_LENGTH.bio}
          />
        </>
      )}

      {step === 3 && (
        <>
          <p className="wizard-step__intro">A few facts about your organisation help us match you with the right consultant.</p>
          <TextField form={wizard} name="organisation" label="Organisation name" autoComplete="organization" maxLength={ACCOUNT_FIELD_MAX_LENGTH.organisation} />
          <WebsiteField form={wizard} />
          <TextField
            form={wizard}
            name="registeredNumber"
            label="Charity registration number"
            optional
            hint="From the Charity Commission, OSCR or CCNI register, if your organisation is registered."
            maxLength={CHARITY_FIELD_MAX_LENGTH.registeredNumber}
          />
          <div className="plain-form__row">
            <TextField form={wizard} name="revenue" label="Annual income (£)" optional hint="Whole pounds, e.g. 250000." inputMode="numeric" />
            <TextField form={wizard} name="employeeCount" label="Number of employees" optional inputMode="numeric" />
            <TextField form={wizard} name="foundingYear" label="Year founded" optional hint={`e.g. ${currentYear - 12}`} inputMode="numeric" />
            <TextField
              form={wizard}
              name="location"
              label="Location"
              optional
              hint="Town, city or region."
              autoComplete="address-level2"
              maxLength={CHARITY_FIELD_MAX_LENGTH.location}
            />
          </div>
        </>
      )}

      {step === 4 && (
        <>
          <p className="wizard-step__intro">What your charity works for, and the membership that suits its size.</p>
          <TextField
            form={wizard}
            name="primaryCause"
            label="Primary cause"
            optional
            hint="e.g. Children and young people, mental health, the environment."
            maxLength={CHARITY_FIELD_MAX_LENGTH.primaryCause}
          />
          <TextAreaField form={wizard} name="mission" label="Mission" optional maxLength={CHARITY_FIELD_MAX_LENGTH.mission} />
          <RadioGroupField form={wizard} name="membershipTier" legend="Membership tier" options={TIER_OPTIONS} className="charity-registration__tiers" />
          <ConsentFields
            form={wizard}
            terms={<NewTabLink href={ROUTES.terms}>terms and conditions</NewTabLink>}
            privacy={<NewTabLink href={ROUTES.privacy}>privacy policy</NewTabLink>}
          />
        </>
      )}
    </WizardShell>
  );
}
