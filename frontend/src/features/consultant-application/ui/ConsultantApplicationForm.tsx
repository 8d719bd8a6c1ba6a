import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Checkbox, Form, Input } from 'antd';
import {
  ACCOUNT_FIELD_MAX_LENGTH,
  EXPERTISE_KEYS,
  EXPERTISE_LABELS,
  REDIRECT_DELAY_APPLICATION_MS,
  REVIEW_BUSINESS_DAYS,
  TOASTS,
  VALIDATION_MESSAGES,
  WEB_ADDRESS_MAX_LENGTH,
  WHOLE_NUMBER_RULES,
  isLinkedInProfileUrl,
} from '@contracts';
import { ROUTES } from '@/shared/config';
import { optionalWholeNumberProblem } from '@/shared/lib';
import { AccountFields, ConsentField, FullNameField, WebsiteField, WizardActions } from '@/shared/ui/account-form-fields';
import { WizardProgress, useWizardSteps } from '@/shared/ui/wizard';
import { useToast } from '@/shared/ui';
import { sessionApi } from '@/entities/session';
import { consultantApplicationApi } from '../api/consultantApplicationApi';
import {
  APPLICATION_STEPS,
  EMPTY_APPLICATION,
  applicationErrorMessage,
  applicationFieldErrors,
  stepOfField,
  toConsultantApplicationRequest,
  type ApplicationFieldName,
  type ConsultantApplicationValues,
} from '../model/applicationForm';
import { clearApplicationDraft, loadApplicationDraft, saveApplicationDraft } from '../model/draft';
import { LegalPopupLink } from './LegalPopupLink';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import './consultant-application-form.css';

const FORM_NAME = 'consultant-application';
const TOTAL_STEPS = APPLICATION_STEPS.length;
const STEP_TITLES = APPLICATION_STEPS.map((step) => step.title);
const EXPERTISE_OPTIONS = EXPERTISE_KEYS.map((key) => ({ value: key, label: EXPERTISE_LABELS[key] }));

/**
 * The consultant application wizard (spec 000 §2, §5, §8). Like the registration wizard, each step's
 * fields mount only while it shows and keep their values, so "Next Step" validates just that step.
 * Every change is saved as a draft in this browser (never the passwords or the consents); a reload
 * restores it and starts again at step 1, where the password has to be typed again.
 */
export function ConsultantApplicationForm() {
  const [form] = Form.useForm<ConsultantApplicationValues>();
  const [draft] = useState(loadApplicationDraft);
  const [initialValues] = useState(() => ({ ...EMPTY_APPLICATION, ...draft }));
  const [draftRestored, setDraftRestored] = useState(draft !== null);
  const { step, goTo, headingRef, markChecked, restart, showFieldErrors, validateTrigger } = useWizardSteps<ApplicationFieldName>(
    form,
    TOTAL_STEPS,
    stepOfField,
  );
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  const password = Form.useWatch('password', form) ?? '';
  const [apply, { isLoading }] = consultantApplicationApi.useApplyAsConsultantMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const startAgain = () => {
    clearApplicationDraft();
    form.resetFields();
    form.setFieldsValue({ ...EMPTY_APPLICATION, username: '', email: '', name: '', phone: '', bio: '', organisation: '', website: '', linkedin: '', yearsExperience: '' });
    setDraftRestored(false);
    restart();
  };

  const submit = async () => {
    const values = form.getFieldsValue(true) as ConsultantApplicationValues;
    try {
      const user = await apply(toConsultantApplicationRequest(values)).unwrap();
      clearApplicationDraft();
      setSubmitted(true);
      dispatch(sessionApi.util.upsertQueryEntries([{ endpointName: 'getCurrentUser', arg: undefined, value: user }]));
      toast(TOASTS.applicationSuccess);
      redirectTimer.current = window.setTimeout(
        () => navigate(ROUTES.consultantDashboard, { replace: true }),
        REDIRECT_DELAY_APPLICATION_MS,
      );
    } catch (error) {
      toast({ title: TOASTS.applicationFailed.title, description: applicationErrorMessage(error), variant: 'destructive' });
      showFieldErrors(applicationFieldErrors(error));
    }
  };

  const onFinish = async () => {
    markChecked();
    if (step < TOTAL_STEPS) goTo(step + 1);
    else await submit();
  };

  const current = APPLICATION_STEPS[step - 1];

  if (submitted) {
    return (
      <div className="wizard-notice consultant-application__done" role="status">
        <p>
          <strong>{TOASTS.applicationSuccess.title}.</strong> {TOASTS.applicationSuccess.description}
        </p>
        <p>Taking you to your dashboard…</p>
      </div>
    );
  }

  return (
    <Form<ConsultantApplicationValues>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      requiredMark="optional"
      initialValues={initialValues}
      validateTrigger={validateTrigger}
      onValuesChange={() => saveApplicationDraft(form.getFieldsValue(true) as ConsultantApplicationValues)}
      onFinish={onFinish}
      onFinishFailed={markChecked}
      scrollToFirstError={{ block: 'center', focus: true }}
      noValidate
      className="wizard-form consultant-application"
    >
      <WizardProgress step={step} stepTitles={STEP_TITLES} label="Application progress" />

      {draftRestored && (
        <div className="wizard-notice" role="status">
          <p>
            We restored the application you started earlier. For your security passwords are never saved, so
            please enter your password again.
          </p>
          <Button type="link" className="consultant-application__start-again" onClick={startAgain}>
            Start again with an empty form
          </Button>
        </div>
      )}

      <h2 ref={headingRef} tabIndex={-1} className="wizard-step__title">
        {current.heading}
      </h2>

      {step === 1 && (
        <>
          <p className="wizard-step__intro">Create the account you will use to sign in once you are approved.</p>
          <AccountFields
            formName={FORM_NAME}
            passwordExtra={<PasswordStrengthMeter password={password} />}
            passwordVisible={passwordVisible}
            onTogglePasswordVisible={() => setPasswordVisible((visible) => !visible)}
          />
        </>
      )}

      {step === 2 && (
        <>
          <p className="wizard-step__intro">How we can reach you, and a short introduction to your career.</p>
          <FullNameField />
          <Form.Item
            label="Phone number"
            name="phone"
            extra="We use it to arrange your interview."
            rules={[{ required: true, whitespace: true, message: VALIDATION_MESSAGES.phoneRequired }]}
          >
            <Input type="tel" autoComplete="tel" maxLength={ACCOUNT_FIELD_MAX_LENGTH.phone} />
          </Form.Item>
          <Form.Item
            label="Professional bio"
            name="bio"
            extra="Your career so far, the organisations you have worked with and what you enjoy helping charities with."
            rules={[{ required: true, whitespace: true, message: VALIDATION_MESSAGES.bioRequired }]}
          >
            <Input.TextArea rows={5} maxLength={ACCOUNT_FIELD_MAX_LENGTH.bio} />
          </Form.Item>
        </>
      )}

      {step === 3 && (
        <>
          <p className="wizard-step__intro">Where you work now and the experience you bring.</p>
          <Form.Item label="Organisation" name="organisation" extra="Your current employer or consultancy, if any.">
            <Input autoComplete="organization" maxLength={ACCOUNT_FIELD_MAX_LENGTH.organisation} />
          </Form.Item>
          <WebsiteField />
          <Form.Item
            label="LinkedIn profile"
            name="linkedin"
            extra="e.g. https://www.linkedin.com/in/your-name"
            rules={[
              { required: true, whitespace: true, message: VALIDATION_MESSAGES.linkedinRequired },
              {
                validator: async (_rule, value: string | undefined) => {
                  if (value?.trim() && !isLinkedInProfileUrl(value)) throw new Error(VALIDATION_MESSAGES.linkedinInvalid);
                },
              },
            ]}
          >
            <Input type="url" spellCheck={false} maxLength={WEB_ADDRESS_MAX_LENGTH} />
          </Form.Item>
          <Form.Item
            label="Years of experience"
            name="yearsExperience"
            extra="Whole years of senior experience."
            className="consultant-application__years"
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  const problem = optionalWholeNumberProblem(WHOLE_NUMBER_RULES.yearsExperience, value);
                  if (problem) throw new Error(problem);
                },
              },
            ]}
          >
            <Input inputMode="numeric" />
          </Form.Item>
        </>
      )}

      {step === 4 && (
        <>
          <p className="wizard-step__intro">The areas you can help with, and whether you can take on work now.</p>
          <fieldset className="wizard-fieldset">
            <legend>Areas of expertise</legend>
            {/* A validator rather than `required`: antd would put aria-required on the checkbox group,
                which that role does not support. */}
            <Form.Item
              name="expertise"
              rules={[
                {
                  validator: async (_rule, value: string[] | undefined) => {
                    if (!value?.length) throw new Error(VALIDATION_MESSAGES.selectExpertise);
                  },
                },
              ]}
            >
              <Checkbox.Group options={EXPERTISE_OPTIONS} className="consultant-application__expertise" />
            </Form.Item>
          </fieldset>
          <Form.Item name="availability" valuePropName="checked">
            <Checkbox>I am currently available to take on new projects</Checkbox>
          </Form.Item>

          <div className="wizard-notice">
            <p>
              <strong>What happens next:</strong> we review every application within {REVIEW_BUSINESS_DAYS}. If your
              experience is a good fit we will invite you to an interview, and once you are approved your profile
              appears in our directory.
            </p>
          </div>

          <ConsentField name="termsAccepted" message={VALIDATION_MESSAGES.acceptTerms}>
            <LegalPopupLink href={ROUTES.termsPopup} windowName="terms">
              terms and conditions
            </LegalPopupLink>
          </ConsentField>
          <ConsentField name="privacyAccepted" message={VALIDATION_MESSAGES.acceptPrivacy}>
            <LegalPopupLink href={ROUTES.privacyPopup} windowName="privacy">
              privacy policy
            </LegalPopupLink>
          </ConsentField>
        </>
      )}

      <WizardActions step={step} busy={isLoading} onPrevious={() => goTo(step - 1)}>
        {step < TOTAL_STEPS ? 'Next Step' : isLoading ? 'Submitting Application...' : 'Submit Application'}
      </WizardActions>

      <p className="wizard-footer-text">
        Already have an account? <Link to={ROUTES.login}>Sign in here</Link>
      </p>
    </Form>
  );
}
