import { Button, Form, Input } from 'antd';
import {
  EXPERTISE_KEYS,
  EXPERTISE_LABELS,
  OWN_CONSULTANT_PROFILE_TEXTS,
  PRE_LISTED_PROFILE_MESSAGES,
  VALIDATION_MESSAGES,
  WEB_ADDRESS_MAX_LENGTH,
  WHOLE_NUMBER_RULES,
  isLinkedInProfileUrl,
  type ConsultantProfileSummary,
  CONSULTANT_FIELD_MAX_LENGTH,
} from '@contracts';
import { isApiError, serverMessage } from '@/shared/api';
import { optionalWholeNumberProblem } from '@/shared/lib';
import { useToast } from '@/shared/ui';
import { useCreateOwnConsultantProfileMutation, useUpdateConsultantProfileMutation } from '@/entities/consultant';
import { profileFormValues, toNewProfile, toProfileChanges, type ProfileFormValues } from '../model/profileForm';
import { DASHBOARD_TEXTS } from '../model/texts';
import { CheckboxGroupField } from '@/shared/ui/checkbox-group-field';

const EXPERTISE_OPTIONS = EXPERTISE_KEYS.map((key) => ({ value: key, label: EXPERTISE_LABELS[key] }));

interface ProfileEditFormProps {
  id: string;
  profile: ConsultantProfileSummary | null;
  onClose: () => void;
  /**
   * Issue 16: the dual-role owner without a profile creates one with the same fields; expertise and the summary
   * are then required (the directory lists the profile), and there is nothing to cancel back to.
   */
  create?: boolean;
}

/** Edit Profile (spec 001 §5 "Profile form"): every field optional; a successful save closes the form. */
export function ProfileEditForm({ id, profile, onClose, create = false }: ProfileEditFormProps) {
  const [form] = Form.useForm<ProfileFormValues>();
  const [update, { isLoading: isUpdating }] = useUpdateConsultantProfileMutation();
  const [createOwn, { isLoading: isCreating }] = useCreateOwnConsultantProfileMutation();
  const isLoading = isUpdating || isCreating;
  const { toast } = useToast();

  const onFinish = async (values: ProfileFormValues) => {
    if (create) {
      try {
        await createOwn(toNewProfile(values)).unwrap();
        toast({ title: OWN_CONSULTANT_PROFILE_TEXTS.created });
        onClose();
      } catch (error) {
        toast({ title: DASHBOARD_TEXTS.profileFailed, description: serverMessage(error), variant: 'destructive' });
      }
      return;
    }
    if (!profile) {
      toast({ title: DASHBOARD_TEXTS.profileNotFound, variant: 'destructive' });
      return;
    }
    try {
      await update({ id: profile.id, changes: toProfileChanges(values) }).unwrap();
      toast({ title: DASHBOARD_TEXTS.profileUpdated });
      onClose();
    } catch (error) {
      // A 400 names the field the server refused (e.g. the LinkedIn address); other failures need no detail.
      const detail = isApiError(error) && error.status === 400 ? serverMessage(error) : undefined;
      toast({ title: DASHBOARD_TEXTS.profileFailed, description: detail, variant: 'destructive' });
    }
  };

  return (
    <Form<ProfileFormValues>
      id={id}
      form={form}
      name="consultant-profile"
      layout="vertical"
      initialValues={profileFormValues(profile)}
      onFinish={onFinish}
      scrollToFirstError={{ focus: true }}
      className="profile-form"
    >
      <Form.Item
        label="Areas of Expertise"
        name="expertise"
        rules={create ? [{ required: true, type: 'array', min: 1, message: VALIDATION_MESSAGES.selectExpertise }] : undefined}
      >
        <CheckboxGroupField options={EXPERTISE_OPTIONS} className="profile-form__expertise" />
      </Form.Item>

      <Form.Item
        label="Years of Experience"
        name="yearsExperience"
        rules={[
          {
            validator: async (_rule, value: string) => {
              const problem = optionalWholeNumberProblem(WHOLE_NUMBER_RULES.yearsExperience, value);
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <Input inputMode="numeric" />
      </Form.Item>

      <Form.Item
        label="Profile Summary"
        name="profileSummary"
        rules={create ? [{ required: true, whitespace: true, message: PRE_LISTED_PROFILE_MESSAGES.profileSummaryRequired }] : undefined}
      >
        <Input.TextArea rows={4} maxLength={CONSULTANT_FIELD_MAX_LENGTH.profileText} />
      </Form.Item>

      <Form.Item label="Previous Experience" name="previousExperience">
        <Input.TextArea rows={3} maxLength={CONSULTANT_FIELD_MAX_LENGTH.profileText} />
      </Form.Item>

      <Form.Item label="Specialisations" name="specialisations">
        <Input.TextArea rows={2} maxLength={CONSULTANT_FIELD_MAX_LENGTH.profileText} />
      </Form.Item>

      <Form.Item
        label="LinkedIn Profile URL (optional)"
        name="linkedin"
        rules={[
          {
            // The application's rule (contracts), so an address it accepted always saves here.
            validator: async (_rule, value: string | undefined) => {
              if (value?.trim() && !isLinkedInProfileUrl(value)) throw new Error(VALIDATION_MESSAGES.linkedinInvalid);
            },
          },
        ]}
      >
        <Input type="url" inputMode="url" autoComplete="url" maxLength={WEB_ADDRESS_MAX_LENGTH} placeholder="https://www.linkedin.com/in/your-name" />
      </Form.Item>

      <div className="profile-form__actions">
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {create ? OWN_CONSULTANT_PROFILE_TEXTS.create : 'Save Changes'}
        </Button>
        {create ? null : (
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}
