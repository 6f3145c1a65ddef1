import { errorMessage } from '@solar/shared-data-access';
import { parseId, type StaffVolunteer } from '@solar/shared-contracts';
import { useParams } from '@solar/shared-routing';
import { PageShown, StaffPageHeading, StaffQueryState } from '@solar/shared-ui';
import { BackLink } from '../../../components/back-link';
import { NotFoundRecord } from '../../../components/not-found-record';
import { isNotFound } from '../../../lib/is-not-found';
import { useVolunteer } from '../api/get-volunteer';
import { StaffNoteForm } from './staff-note-form';
import { StatusActions } from './status-actions';
import { VolunteerDetails } from './volunteer-details';
import { VolunteerStatus } from './volunteer-status';

const LIST_PATH = '/staff/volunteers';

function Application({ volunteer }: { volunteer: StaffVolunteer }) {
  return (
    <article>
      <PageShown />
      <BackLink to={LIST_PATH}>All applications</BackLink>
      <StaffPageHeading
        title={`${volunteer.firstName} ${volunteer.lastName}`}
        description="Volunteer application"
        actions={<VolunteerStatus status={volunteer.status} />}
      />
      <StatusActions volunteer={volunteer} />
      <StaffNoteForm volunteer={volunteer} />
      <VolunteerDetails volunteer={volunteer} />
    </article>
  );
}

function LoadedApplication({ id }: { id: number }) {
  const volunteer = useVolunteer(id);
  if (isNotFound(volunteer.error))
    return <NotFoundRecord title="No such application" listPath={LIST_PATH} listLabel="All applications" />;
  if (!volunteer.data)
    return <StaffQueryState query={volunteer} what="the application" reason={errorMessage(volunteer.error)} />;
  return <Application volunteer={volunteer.data} />;
}

/** /staff/volunteers/:id: every field of one application, the next steps the workflow allows, and the staff note. */
export default function VolunteerPage() {
  const id = parseId(useParams().id);
  return id === null ? (
    <NotFoundRecord title="No such application" listPath={LIST_PATH} listLabel="All applications" />
  ) : (
    <LoadedApplication key={id} id={id} />
  );
}
