import { useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { provinces, type ProvinceCode, type VolunteerApplicationRequest } from '@solar/shared-contracts';
import { Button, colors, radii, space, useToast } from '@solar/shared-ui';
import { CheckboxField, Fieldset, FieldRow, RequiredNote, SelectField, TextAreaField, TextField } from '../../../components/form-fields';
import { useSubmitVolunteerApplication } from '../hooks/use-submit-volunteer-application';

type TextKey = Exclude<keyof VolunteerApplicationRequest, 'province' | 'hasTransportation' | 'backgroundCheckConsent' | 'agreesToTerms'>;
type BooleanKey = 'hasTransportation' | 'backgroundCheckConsent' | 'agreesToTerms';

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
};

const Form = styled.form`
  display: grid;
  gap: ${space.xl};
  padding: ${space.xl} ${space.lg};
  border-radius: ${radii.lg};
  border: 1px solid ${colors.border};
  background: ${colors.surface};
`;

const provinceOptions = provinces.map(({ value, label }) => ({ value, label: label === value ? label : `${label} (${value})` }));

function toRequest(values: Values): VolunteerApplicationRequest {
  const { experience, ...rest } = values;
  return { ...rest, experience: experience.trim() || undefined };
}

/** The volunteer application (spec §3 volunteers, §4, §5, §8). */
export function VolunteerForm() {
  const { toast } = useToast();
  const submit = useSubmitVolunteerApplication();
  const [values, setValues] = useState<Values>(EMPTY);

  const text = (key: TextKey) => ({
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value })),
  });
  const flag = (key: BooleanKey) => ({
    name: key,
    checked: values[key],
    onChange: (event: { target: { checked: boolean } }) => setValues((current) => ({ ...current, [key]: event.target.checked })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    if (!values.agreesToTerms) {
      toast({ title: 'Terms Required', description: 'Please agree to the terms and conditions', variant: 'destructive' });
      return;
    }
    submit.mutate(toRequest(values), {
      onSuccess: () => {
        toast({ title: 'Application Submitted', description: "Thank you for volunteering! We'll be in touch soon." });
        setValues(EMPTY);
      },
      onError: (error) => {
        toast({ title: 'Submission Failed', description: error.message || 'Please try again later', variant: 'destructive' });
      },
    });
  };

  const pending = submit.isPending;

  return (
    <Form aria-labelledby="apply-heading" onSubmit={onSubmit}>
      <RequiredNote>Fields marked * are required.</RequiredNote>

      <Fieldset>
        <legend>About you</legend>
        <FieldRow>
          <TextField label="First name" autoComplete="given-name" required {...text('firstName')} />
          <TextField label="Last name" autoComplete="family-name" required {...text('lastName')} />
        </FieldRow>
        <FieldRow>
          <TextField label="Email" type="email" autoComplete="email" required {...text('email')} />
          <TextField label="Phone" type="tel" autoComplete="tel" required {...text('phone')} />
        </FieldRow>
        <FieldRow>
          <TextField label="Date of birth" type="date" autoComplete="bday" required {...text('dateOfBirth')} />
          <TextField label="Occupation" autoComplete="organization-title" required {...text('occupation')} />
        </FieldRow>
      </Fieldset>

      <Fieldset>
        <legend>Where you live</legend>
        <TextField label="Street address" autoComplete="street-address" required {...text('address')} />
        <FieldRow>
          <TextField label="City" autoComplete="address-level2" required {...text('city')} />
          <SelectField
            label="Province"
            name="province"
            options={provinceOptions}
            value={values.province}
            onChange={(event) => setValues((current) => ({ ...current, province: event.target.value as ProvinceCode }))}
          />
          <TextField label="Postal code" autoComplete="postal-code" required {...text('postalCode')} />
        </FieldRow>
      </Fieldset>

      <Fieldset>
        <legend>How you would like to help</legend>
        <TextAreaField label="Skills" hint="For example electrical work, teaching, design, translation or fundraising." required rows={3} {...text('skills')} />
        <TextAreaField label="Areas of interest" hint="Field installation, professional skills, community outreach, or something else." required rows={3} {...text('interests')} />
        <TextField label="Availability" hint="For example weekends, two weeks in winter, or four hours a month." required {...text('availability')} />
        <TextAreaField label="Previous experience" hint="Any volunteering or relevant work you have done before." optional rows={3} {...text('experience')} />
        <TextAreaField label="Why would you like to volunteer with us?" required rows={4} {...text('motivation')} />
      </Fieldset>

      <Fieldset>
        <legend>Emergency contact</legend>
        <FieldRow>
          <TextField label="Emergency contact name" required {...text('emergencyContactName')} />
          <TextField label="Emergency contact phone" type="tel" required {...text('emergencyContactPhone')} />
          <TextField label="Relationship to you" required {...text('emergencyContactRelation')} />
        </FieldRow>
      </Fieldset>

      <Fieldset>
        <legend>Practicalities and consent</legend>
        <CheckboxField label="I have my own transportation" optional {...flag('hasTransportation')} />
        <CheckboxField label="I consent to a background check" optional {...flag('backgroundCheckConsent')} />
        <CheckboxField
          label="I agree to the volunteer terms and conditions *"
          hint="Required before we can accept your application."
          aria-required="true"
          {...flag('agreesToTerms')}
        />
      </Fieldset>

      <Button type="submit" disabled={pending} css={{ justifySelf: 'start' }}>
        {pending ? 'Submitting...' : 'Submit Application'}
      </Button>
    </Form>
  );
}
