import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { Form, Input, Radio } from 'antd';
import {
  ACCOUNT_FIELD_MAX_LENGTH,
  CHARITY_FIELD_MAX_LENGTH,
  MEMBERSHIP_PRICES,
  MEMBERSHIP_TIERS,
  ORGANISATION_SIZE_LABELS,
  PASSWORD_MIN_LENGTH,
  REVENUE_BANDS,
  TOASTS,
  VALIDATION_MESSAGES,
  WHOLE_NUMBER_RULES,
} from '@contracts';
import { serverMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { formatPounds } from '@/shared/lib';
import { AccountFields, ConsentField, FullNameField, WebsiteField, WizardActions, wholeNumberRule } from '@/shared/ui/account-form-fields';
import { WizardProgress, useWizardSteps } from '@/shared/ui/wizard';
import { useToast } from '@/shared/ui';
import { sessionApi } from '@/entities/session';
import { registerCharityApi } from '../api/registerCharityApi';
import {
  REGISTRATION_STEPS,
  initialRegistrationValues,
  serverFieldErrors,
  stepOfField,
  toCharityRegistrationRequest,
  type CharityFieldName,
  type CharityRegistrationValues,
} from '../model/registrationForm';
import './charity-registration-form.css';

const FORM_NAME = 'charity-registration';
const TOTAL_STEPS = REGISTRATION_STEPS.length;
const STEP_TITLES = REGISTRATION_STEPS.map((step) => step.title);

/** A whole-number field under the rule the server applies too: blank falls back, anything else must pass. */
function NewTabNote() {
  return <span className="visually-hidden"> (opens in a new tab)</span>;
}

export interface CharityRegistrationFormProps {
  /** From /register?tier=…; anything that is not a tier means the default (small). */
  initialTier: string | null;
}

/**
 * The charity registration wizard (spec 000 §2, §5, §8). Four steps in one antd form: each step's
 * fields are mounted only while it shows and keep their values when it is left, so "Next" validates
 * just the current step and only step 4 sends anything.
 */
export function CharityRegistrationForm({ initialTier }: CharityRegistrationFormProps) {
  const [form] = Form.useForm<CharityRegistrationValues>();
  // Validation runs when a step is submitted, then on every change of that step (spec 000 §5).
  const { step, goTo, headingRef, markChecked, showFieldErrors, validateTrigger } = useWizardSteps<CharityFieldName>(
    form,
    TOTAL_STEPS,
    stepOfField,
  );
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [initialValues] = useState(() => initialRegistrationValues(initialTier));
  const [registerCharity, { isLoading }] = registerCharityApi.useRegisterCharityMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();
  const currentYear = new Date().getFullYear();

  const submit = async () => {
    const values = form.getFieldsValue(true) as CharityRegistrationValues;
    try {
      const user = await registerCharity(toCharityRegistrationRequest(values)).unwrap();
      // The answer is the new current user: cache it now so the header greets at once and the
      // dashboard's sign-in gate lets them in; the mutation also invalidates CurrentUser to re-read it.
      dispatch(sessionApi.util.upsertQueryEntries([{ endpointName: 'getCurrentUser', arg: undefined, value: user }]));
      toast(TOASTS.registrationSuccess);
      navigate(ROUTES.charityDashboard, { replace: true });
    } catch (error) {
      toast({
        title: TOASTS.registrationFailed.title,
        description: serverMessage(error) ?? TOASTS.registrationFailed.description,
        variant: 'destructive',
      });
      showFieldErrors(serverFieldErrors(error));
    }
  };

  // Enter in a field or the primary button: the current step's mounted fields have been validated.
  const onFinish = async () => {
    markChecked();
    if (step < TOTAL_STEPS) goTo(step + 1);
    else await submit();
  };

  const current = REGISTRATION_STEPS[step - 1];

  return (
    <Form<CharityRegistrationValues>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      requiredMark="optional"
      initialValues={initialValues}
      validateTrigger={validateTrigger}
      onFinish={onFinish}
      onFinishFailed={markChecked}
      scrollToFirstError={{ block: 'center', focus: true }}
      noValidate
      className="wizard-form charity-registration"
    >
      <WizardProgress step={step} stepTitles={STEP_TITLES} label="Registration progress" />

      <h2 ref={headingRef} tabIndex={-1} className="wizard-step__title">
        {current.heading}
      </h2>

      {step === 1 && (
        <>
          <p className="wizard-step__intro">You will use these details to sign in.</p>
          <AccountFields
            formName={FORM_NAME}
            passwordExtra={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            passwordVisible={passwordVisible}
            onTogglePasswordVisible={() => setPasswordVisible((visible) => !visible)}
          />
        </>
      )}

      {step === 2 && (
        <>
          <p className="wizard-step__intro">Tell us who you are, so we know who to talk to about your charity’s needs.</p>
          <FullNameField />
          <Form.Item label="Phone number" name="phone">
            <Input type="tel" autoComplete="tel" maxLength={ACCOUNT_FIELD_MAX_LENGTH.phone} />
          </Form.Item>
          <Form.Item label="About you" name="bio" extra="Your role at the charity and anything that helps us understand what you need.">
            <Input.TextArea rows={4} maxLength={ACCOUNT_FIELD_MAX_LENGTH.bio} />
          </Form.Item>
        </>
      )}

      {step === 3 && (
        <>
          <p className="wizard-step__intro">
            A few facts about your organisation help us match you with the right consultant.
          </p>
          <Form.Item
            label="Organisation name"
            name="organisation"
            rules={[{ required: true, whitespace: true, message: VALIDATION_MESSAGES.organisationRequired }]}
          >
            <Input autoComplete="organization" maxLength={ACCOUNT_FIELD_MAX_LENGTH.organisation} />
          </Form.Item>
          <WebsiteField />
          <Form.Item
            label="Charity registration number"
            name="registeredNumber"
            extra="From the Charity Commission, OSCR or CCNI register, if your organisation is registered."
          >
            <Input maxLength={CHARITY_FIELD_MAX_LENGTH.registeredNumber} />
          </Form.Item>
          <div className="charity-registration__numbers">
            <Form.Item
              label="Annual income (£)"
              name="revenue"
              extra="Whole pounds, e.g. 250000."
              rules={[
                wholeNumberRule(WHOLE_NUMBER_RULES.revenue),
              ]}
            >
              <Input inputMode="numeric" />
            </Form.Item>
            <Form.Item
              label="Number of employees"
              name="employeeCount"
              rules={[
                wholeNumberRule(WHOLE_NUMBER_RULES.employeeCount),
              ]}
            >
              <Input inputMode="numeric" />
            </Form.Item>
            <Form.Item
              label="Year founded"
              name="foundingYear"
              extra={`e.g. ${currentYear - 12}`}
              rules={[
                wholeNumberRule(WHOLE_NUMBER_RULES.foundingYear),
              ]}
            >
              <Input inputMode="numeric" />
            </Form.Item>
            <Form.Item label="Location" name="location" extra="Town, city or region.">
              <Input autoComplete="address-level2" maxLength={CHARITY_FIELD_MAX_LENGTH.location} />
            </Form.Item>
          </div>
        </>
      )}

      {step === 4 && (
        <>
          <p className="wizard-step__intro">What your charity works for, and the membership that suits its size.</p>
          <Form.Item label="Primary cause" name="primaryCause" extra="e.g. Children and young people, mental health, the environment.">
            <Input maxLength={CHARITY_FIELD_MAX_LENGTH.primaryCause} />
          </Form.Item>
          <Form.Item label="Mission" name="mission">
            <Input.TextArea rows={4} maxLength={CHARITY_FIELD_MAX_LENGTH.mission} />
          </Form.Item>
          <fieldset className="wizard-fieldset">
            <legend>Membership tier</legend>
            <Form.Item name="membershipTier">
              <Radio.Group className="charity-registration__tiers">
                {MEMBERSHIP_TIERS.map((tier) => (
                  <Radio key={tier} value={tier} className="charity-registration__tier">
                    <span className="charity-registration__tier-name">{ORGANISATION_SIZE_LABELS[tier]}</span>
                    <span className="charity-registration__tier-detail">
                      Annual income {REVENUE_BANDS[tier].toLowerCase()} · {formatPounds(MEMBERSHIP_PRICES[tier].monthly)} a month
                    </span>
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
          </fieldset>
          <ConsentField name="termsAccepted" message={VALIDATION_MESSAGES.acceptTerms}>
            <a href={ROUTES.terms} target="_blank" rel="noopener noreferrer">
              terms and conditions
              <NewTabNote />
            </a>
          </ConsentField>
          <ConsentField name="privacyAccepted" message={VALIDATION_MESSAGES.acceptPrivacy}>
            <a href={ROUTES.privacy} target="_blank" rel="noopener noreferrer">
              privacy policy
              <NewTabNote />
            </a>
          </ConsentField>
        </>
      )}

      <WizardActions step={step} busy={isLoading} onPrevious={() => goTo(step - 1)}>
        {step < TOTAL_STEPS ? 'Next' : isLoading ? 'Registering...' : 'Complete Registration'}
      </WizardActions>

      <p className="wizard-footer-text">
        Already have an account? <Link to={ROUTES.login}>Sign in</Link>
      </p>
    </Form>
  );
}
