import styled from '@emotion/styled';
import {
  CHARITY_EMAIL_NOTICE,
  CHARITY_EMAIL_NOTICE_VERSION,
  provinces,
  volunteerApplicationRules,
  type ProvinceCode,
  type VolunteerApplicationRequest,
} from '@solar/shared-contracts';
import { errorMessage, useSiteForm } from '@solar/shared-data-access';
import { Button, colors, radii, space, useToast } from '@solar/shared-ui';
import { useSubmitVolunteerApplication } from '../hooks/use-submit-volunteer-application';
import { VolunteerTermsLink } from './volunteer-terms-link';
import {
  CheckboxField,
  FieldRow,
  Fieldset,
  RequiredNote,
  SelectField,
  TextAreaField,
  TextField,
} from '@solar/shared-ui/forms';

type TextKey = Exclude<
  keyof VolunteerApplicationRequest,
  'province' | 'hasTransportation' | 'backgroundCheckConsent' | 'agreesToTerms' | 'emailNoticeVersion' | 'emailOptOut'
>;
type BooleanKey = 'hasTransportation' | 'backgroundCheckConsent' | 'agreesToTerms' | 'emailOptOut';

type Values = Record<TextKey, string> & Record<BooleanKey, boolean> & { province: ProvinceCode };

export const DEFAULT_PROVINCE: ProvinceCode = provinces[0].value;

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  occupation: '',
  address: '',
  city: '',
  province: DEFAULT_PROVINCE,
  postalCode: '',
  skills: '',
  interests: '',
  availability: '',
  experience: '',
  motivation: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  emergencyContactRelation: '',
  hasTransportation: false,
  backgroundCheckConsent: false,
  agreesToTerms: false,
  emailOptOut: false,
};

const Form = styled.form`
  display: grid;
  gap: ${space.xl};
  padding: ${space.xl} ${space.lg};
  border-radius: ${radii.lg};
  border: 1px solid ${colors.border};
  background: ${colors.surface};
`;

const provinceOptions = provinces.map(({ value, label }) => ({
  value,
  label: label === value ? label : `${label} (${value})`,
}));

function toRequest(values: Values): VolunteerApplicationRequest {
  const { experience, ...rest } = values;
  return { ...rest, experience: experience.trim() || undefined, emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION };
}

/**
 * The volunteer application (spec §3 volunteers, §4, §5, §8) on the shared form kit: the shared rules mark
 * each missing answer beside its field (focus to the first), terms unticked raise "Terms Required", and a
 * refusal shows the server's own words and each refused field's message beside it. The charity soft opt-in
 * (decision 069) is a plain notice and an unticked "No thanks" box, sent with the notice's version.
 */
export function VolunteerForm() {
  const { toast } = useToast();
  const submit = useSubmitVolunteerApplication();
  const form = useSiteForm<Values>({ rules: volunteerApplicationRules, defaultValues: EMPTY });

  const text = (key: TextKey) => form.field(key);
  const flag = (key: BooleanKey) => form.register(key);

  const onValid = (values: Values) => {
    if (submit.isPending) return;
    if (!values.agreesToTerms) {
      toast({
        title: 'Terms Required',
        description: 'Please agree to the terms and conditions',
        variant: 'destructive',
      });
      return;
    }
    submit.mutate(toRequest(values), {
      onSuccess: () => {
        toast({ title: 'Application Submitted', description: "Thank you for volunteering! We'll be in touch soon." });
        form.reset(EMPTY);
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast({
          title: 'Submission Failed',
          description: errorMessage(error, 'Please try again later'),
          variant: 'destructive',
        });
      },
    });
  };

  const pending = submit.isPending;

  return (
    <Form aria-labelledby="apply-heading" noValidate onSubmit={form.handleSubmit(onValid)}>
      <RequiredNote>Fields marked * are required.</RequiredNote>

      <Fieldset>
        <legend>About you</legend>
        <FieldRow>
          <TextField label="First name" autoComplete="given-name" {...text('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...text('lastName')} />
        </FieldRow>
        <FieldRow>
          <TextField label="Email" type="email" autoComplete="email" {...text('email')} />
          <TextField label="Phone" type="tel" autoComplete="tel" {...text('phone')} />
        </FieldRow>
        <FieldRow>
          <TextField label="Date of birth" type="date" autoComplete="bday" {...text('dateOfBirth')} />
          <TextField label="Occupation" autoComplete="organization-title" {...text('occupation')} />
        </FieldRow>
      </Fieldset>

      <Fieldset>
        <legend>Where you live</legend>
        <TextField label="Street address" autoComplete="address-line1" {...text('address')} />
        <FieldRow>
          <TextField label="City" autoComplete="address-level2" {...text('city')} />
          <SelectField label="Province" options={provinceOptions} {...form.field('province')} />
          <TextField label="Postal code" autoComplete="postal-code" {...text('postalCode')} />
        </FieldRow>
      </Fieldset>

      <Fieldset>
        <legend>How you would like to help</legend>
        <TextAreaField
          label="Skills"
          hint="For example electrical work, teaching, design, translation or fundraising."
          rows={3}
          {...text('skills')}
        />
        <TextAreaField
          label="Areas of interest"
          hint="Field installation, professional skills, community outreach, or something else."
          rows={3}
          {...text('interests')}
        />
        <TextField
          label="Availability"
          hint="For example weekends, two weeks in winter, or four hours a month."
          {...text('availability')}
        />
        <TextAreaField
          label="Previous experience"
          hint="Any volunteering or relevant work you have done before."
          optional
          rows={3}
          {...text('experience')}
        />
        <TextAreaField label="Why would you like to volunteer with us?" rows={4} {...text('motivation')} />
      </Fieldset>

      <Fieldset>
        <legend>Emergency contact</legend>
        <FieldRow>
          <TextField label="Emergency contact name" {...text('emergencyContactName')} />
          <TextField label="Emergency contact phone" type="tel" {...text('emergencyContactPhone')} />
          <TextField label="Relationship to you" {...text('emergencyContactRelation')} />
        </FieldRow>
      </Fieldset>

      <Fieldset>
        <legend>Practicalities and consent</legend>
        <CheckboxField label="I have my own transportation" optional {...flag('hasTransportation')} />
        <CheckboxField label="I consent to a background check" optional {...flag('backgroundCheckConsent')} />
        <CheckboxField
          label={
            <>
              I agree to the <VolunteerTermsLink /> *
            </>
          }
          hint="Required before we can accept your application."
          aria-required="true"
          {...flag('agreesToTerms')}
        />
      </Fieldset>

      <Fieldset>
        <legend>Emails from us</legend>
        <p id="volunteer-email-notice">{CHARITY_EMAIL_NOTICE.notice}</p>
        <CheckboxField
          label={CHARITY_EMAIL_NOTICE.optOut}
          optional
          aria-describedby="volunteer-email-notice"
          {...flag('emailOptOut')}
        />
      </Fieldset>

      <Button type="submit" disabled={pending} css={{ justifySelf: 'start' }}>
        {pending ? 'Submitting...' : 'Submit Application'}
      </Button>
    </Form>
  );
}
