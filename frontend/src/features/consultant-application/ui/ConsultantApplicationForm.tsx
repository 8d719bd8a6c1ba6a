import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import {
  ACCOUNT_FIELD_MAX_LENGTH,
  CONSULTANT_FIELD_MAX_LENGTH,
  EXPERTISE_KEYS,
  EXPERTISE_LABELS,
  REDIRECT_DELAY_APPLICATION_MS,
  REVIEW_BUSINESS_DAYS,
  TOASTS,
  WEB_ADDRESS_MAX_LENGTH,
} from '@contracts';
import { ROUTES } from '@/shared/config';
import { useToast } from '@/shared/ui';
import { CheckboxField, CheckboxGroupField, TextAreaField, TextField } from '@/shared/ui/plain-form';
import { AccountStep, ConsentFields, FullNameField, WebsiteField, WizardShell, useWizardForm } from '@/shared/ui/plain-wizard';
import { sessionApi } from '@/entities/session';
import { consultantApplicationApi } from '../api/consultantApplicationApi';
import {
  APPLICATION_STEPS,
  EMPTY_APPLICATION,
  applicationErrorMessage,
  applicationFieldErrors,
  applicationProblems,
  toConsultantApplicationRequest,
  type ConsultantApplicationValues,
} from '../model/applicationForm';
import { clearApplicationDraft, loadApplicationDraft, saveApplicationDraft } from '../model/draft';
import { LegalPopupLink } from './LegalPopupLink';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { TextCounter } from './TextCounter';
import './consultant-application-form.css';

const TOTAL_STEPS = APPLICATION_STEPS.length;
const STEP_TITLES = APPLICATION_STEPS.map((step) => step.title);
const EXPERTISE_OPTIONS = EXPERTISE_KEYS.map((key) => ({ value: key, label: EXPERTISE_LABELS[key] }));

/**
 * The consultant application wizard (spec 000 §2, §5, §8) on the plain-form kit, like the registration
 * wizard. Every change is saved as a draft in this browser (never the passwords or the consents); a
 * reload restores it and starts again at step 1, where the password has to be typed again.
 */
export function ConsultantApplicationForm() {
  const [draft] = useState(loadApplicationDraft);
  const [initialValues] = useState<ConsultantApplicationValues>(() => ({ ...EMPTY_APPLICATION, ...draft }));
  const [draftRestored, setDraftRestored] = useState(draft !== null);
  const wizard = useWizardForm<ConsultantApplicationValues>(initialValues, {
    steps: APPLICATION_STEPS,
    validate: applicationProblems,
    onChange: saveApplicationDraft,
  });
  const [submitted, setSubmitted] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  const [apply, { isLoading }] = consultantApplicationApi.useApplyAsConsultantMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { step, values } = wizard;

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const startAgain = () => {
    clearApplicationDraft();
    wizard.restart(EMPTY_APPLICATION);
    setDraftRestored(false);
  };

  const submit = async (answers: ConsultantApplicationValues) => {
    try {
      const user = await apply(toConsultantApplicationRequest(answers)).unwrap();
      clearApplicationDraft();
      setSubmitted(true);
      dispatch(sessionApi.util.upsertQueryEntries([{ endpointName: 'getCurrentUser', arg: undefined, value: user }]));
      toast(TOASTS.applicationSuccess);
      redirectTimer.current = window.setTimeout(() => navigate(ROUTES.consultantDashboard, { replace: true }), REDIRECT_DELAY_APPLICATION_MS);
    } catch (error) {
      toast({ title: TOASTS.applicationFailed.title, description: applicationErrorMessage(error), variant: 'destructive' });
      wizard.showServerErrors(applicationFieldErrors(error));
    }
  };

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
    <WizardShell
      wizard={wizard}
      name="consultant-application"
      className="consultant-application"
      stepTitles={STEP_TITLES}
      progressLabel="Application progress"
      heading={APPLICATION_STEPS[step - 1].heading}
      notice={
        draftRestored && (
          <div className="wizard-notice" role="status">
            <p>
              We restored the application you started earlier. For your security passwords are never saved, so please enter
              your password again.
            </p>
            <button type="button" className="consultant-application__start-again" onClick={startAgain}>
              Start again with an empty form
            </button>
          </div>
        )
      }
      onLast={submit}
      busy={isLoading}
      submitLabel={step < TOTAL_STEPS ? 'Next Step' : isLoading ? 'Submitting Application...' : 'Submit Application'}
      footer={
        <>
          Already have an account? <Link to={ROUTES.login}>Sign in here</Link>
        </>
      }
    >
      {step === 1 && (
        <AccountStep
          form={wizard}
          intro="Create the account you will use to sign in once you are approved."
          passwordExtra={<PasswordStrengthMeter password={values.password} />}
        />
      )}

      {step === 2 && (
        <>
          <p className="wizard-step__intro">How we can reach you, and a short introduction to your career.</p>
          <FullNameField form={wizard} />
          <TextField
            form={wizard}
            name="phone"
            label="Phone number"
            hint="We use it to arrange your interview."
            type="tel"
            autoComplete="tel"
            maxLength={ACCOUNT_FIELD_MAX_LENGTH.phone}
          />
          <TextAreaField
            form={wizard}
            name="bio"
            label="Professional bio"
            rows={5}
            hint="Your career so far, the organisations you have worked with and what you enjoy helping charities with."
            maxLength={ACCOUNT_FIELD_MAX_LENGTH.bio}
          />
        </>
      )}

      {step === 3 && (
        <>
          <p className="wizard-step__intro">Where you work now and the experience you bring.</p>
          <TextField
            form={wizard}
            name="organisation"
            label="Organisation"
            optional
            hint="Your current employer or consultancy, if any."
            autoComplete="organization"
            maxLength={ACCOUNT_FIELD_MAX_LENGTH.organisation}
          />
          <WebsiteField form={wizard} />
          <TextField
            form={wizard}
            name="linkedin"
            label="LinkedIn profile"
            hint="e.g. https://www.linkedin.com/in/your-name"
            type="url"
            spellCheck={false}
            maxLength={WEB_ADDRESS_MAX_LENGTH}
          />
          <div className="consultant-application__years">
            <TextField form={wizard} name="yearsExperience" label="Years of experience" optional hint="Whole years of senior experience." inputMode="numeric" />
          </div>
          <TextAreaField
            form={wizard}
            name="profileSummary"
            label="Profile summary"
            optional
            rows={4}
            hint="Encouraged: two or three sentences charities read first on your profile."
            maxLength={CONSULTANT_FIELD_MAX_LENGTH.profileText}
            extra={<TextCounter text={values.profileSummary} />}
          />
          <TextAreaField
            form={wizard}
            name="previousExperience"
            label="Previous experience"
            optional
            rows={5}
            hint="Encouraged: roles and projects that show what you have done for charities."
            maxLength={CONSULTANT_FIELD_MAX_LENGTH.profileText}
            extra={<TextCounter text={values.previousExperience} />}
          />
        </>
      )}

      {step === 4 && (
        <>
          <p className="wizard-step__intro">The areas you can help with, and whether you can take on work now.</p>
          <CheckboxGroupField
            form={wizard}
            name="expertise"
            legend="Areas of expertise"
            options={EXPERTISE_OPTIONS}
            className="consultant-application__expertise"
          />
          <CheckboxField form={wizard} name="availability">
            I am currently available to take on new projects
          </CheckboxField>

          <div className="wizard-notice">
            <p>
              <strong>What happens next:</strong> we review every application within {REVIEW_BUSINESS_DAYS}. If your experience
              is a good fit we will invite you to an interview, and once you are approved your profile appears in our directory.
            </p>
          </div>

          <ConsentFields
            form={wizard}
            terms={
              <LegalPopupLink href={ROUTES.termsPopup} windowName="terms">
                terms and conditions
              </LegalPopupLink>
            }
            privacy={
              <LegalPopupLink href={ROUTES.privacyPopup} windowName="privacy">
                privacy policy
              </LegalPopupLink>
            }
          />
        </>
      )}
    </WizardShell>
  );
}
