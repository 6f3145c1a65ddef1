import { Fragment, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { provinces, type StaffVolunteer } from '@solar/shared-contracts';
import { colors, space } from '@solar/shared-ui';
import { formatDayLong, formatStaffDateTime } from '@solar/shared-format/uk-time';

const Group = styled.section`
  margin-bottom: ${space.lg};
  h2 {
    margin: 0 0 ${space.sm};
    font-size: 1.25rem;
  }
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(10rem, max-content) 1fr;
  gap: ${space.xs} ${space.md};
  margin: 0;
  dt {
    font-weight: 700;
    color: ${colors.ink};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  a {
    color: ${colors.sky};
  }
`;

type Field = [label: string, value: ReactNode];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const provinceName = (code: string) => provinces.find((province) => province.value === code)?.label ?? code;

function groupsOf(volunteer: StaffVolunteer): [title: string, fields: Field[]][] {
  return [
    [
      'Contact',
      [
        ['Email', <a href={`mailto:${volunteer.email}`}>{volunteer.email}</a>],
        ['Phone', <a href={`tel:${volunteer.phone.replace(/[^\d+]/g, '')}`}>{volunteer.phone}</a>],
        ['Address', volunteer.address],
        ['City', volunteer.city],
        ['Province', provinceName(volunteer.province)],
        ['Postal code', volunteer.postalCode],
      ],
    ],
    [
      'About them',
      [
        ['Date of birth', formatDayLong(volunteer.dateOfBirth)],
        ['Occupation', volunteer.occupation],
      ],
    ],
    [
      'Volunteering',
      [
        ['Skills', volunteer.skills],
        ['Areas of interest', volunteer.interests],
        ['Availability', volunteer.availability],
        ['Previous experience', volunteer.experience ?? 'None given'],
        ['Motivation', volunteer.motivation],
        ['Has transport', yesNo(volunteer.hasTransportation)],
        ['Consents to a background check', yesNo(volunteer.backgroundCheckConsent)],
        ['Agreed to the terms', yesNo(volunteer.agreesToTerms)],
      ],
    ],
    [
      'Emergency contact',
      [
        ['Name', volunteer.emergencyContactName],
        ['Phone', volunteer.emergencyContactPhone],
        ['Relationship', volunteer.emergencyContactRelation],
      ],
    ],
    [
      'Record',
      [
        ['Applied', <time dateTime={volunteer.createdAt}>{formatStaffDateTime(volunteer.createdAt)}</time>],
        ['Last changed', <time dateTime={volunteer.updatedAt}>{formatStaffDateTime(volunteer.updatedAt)}</time>],
      ],
    ],
  ];
}

/** Every field of the application, grouped as the form asked for them. */
export function VolunteerDetails({ volunteer }: { volunteer: StaffVolunteer }) {
  return (
    <>
      {groupsOf(volunteer).map(([title, fields]) => (
        <Group key={title}>
          <h2>{title}</h2>
          <Fields>
            {fields.map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </Fields>
        </Group>
      ))}
    </>
  );
}
