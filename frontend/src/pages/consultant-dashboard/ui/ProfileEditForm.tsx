import { Button, Checkbox, Form, Input } from 'antd';
import { EXPERTISE_KEYS, EXPERTISE_LABELS, VALIDATION_MESSAGES, type ConsultantProfileSummary } from '@contracts';
import { isApiError, serverMessage } from '@/shared/api';
import { useToast } from '@/shared/ui';
import { useUpdateConsultantProfileMutation } from '@/entities/consultant';
import { parseYears, profileFormValues, toProfileChanges, type ProfileFormValues } from '../model/profileForm';
import { DASHBOARD_TEXTS } from '../model/texts';

const EXPERTISE_OPTIONS = EXPERTISE_KEYS.map((key) => ({ value: key, label: EXPERTISE_LABELS[key] }));

interface ProfileEditFormProps {
  id: string;
  profile: ConsultantProfileSummary | null;
  onClose: () => void;
}

/** Edit Profile (spec 001 §5 "Profile form"): every field optional; a successful save closes the form. */
export function ProfileEditForm({ id, profile, onClose }: ProfileEditFormProps) {
  const [form] = Form.useForm<ProfileFormValues>();
  const [update, { isLoading }] = useUpdateConsultantProfileMutation();
  const { toast } = useToast();

  const onFinish = async (values: ProfileFormValues) => {
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
      <Form.Item label="Areas of Expertise" name="expertise">
        <Checkbox.Group options={EXPERTISE_OPTIONS} className="profile-form__expertise" />
      </Form.Item>

      <Form.Item
        label="Years of Experience"
        name="yearsExperience"
        rules={[
          {
            validator: async (_rule, value: string) => {
              if (parseYears(value) < 0) throw new Error(VALIDATION_MESSAGES.yearsExperiencePositive);
            },
          },
        ]}
      >
        <Input type="number" min={0} step={1} inputMode="numeric" />
      </Form.Item>

      <Form.Item label="Profile Summary" name="profileSummary">
        <Input.TextArea rows={4} maxLength={5000} />
      </Form.Item>

      <Form.Item label="Previous Experience" name="previousExperience">
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>

      <Form.Item label="Specialisations" name="specialisations">
        <Input.TextArea rows={2} maxLength={5000} />
      </Form.Item>

      <Form.Item label="LinkedIn Profile URL (optional)" name="linkedin">
        <Input type="url" inputMode="url" autoComplete="url" maxLength={500} placeholder="https://www.linkedin.com/in/your-name" />
      </Form.Item>

      <div className="profile-form__actions">
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save Changes
        </Button>
        <Button onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
