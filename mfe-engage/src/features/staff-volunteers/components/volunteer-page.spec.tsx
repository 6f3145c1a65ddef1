import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffVolunteer } from '@solar/shared-contracts';
import { deferredResponse, fakeStaffApi, getOwnByRole } from '@solar/shared-testing';
import { renderEngage } from '../../../testing/render-engage';
import { aVolunteer } from '../../../testing/staff-fixtures';
import VolunteerPage from './volunteer-page';

const at = { path: '/staff/volunteers/12', pattern: '/staff/volunteers/:id' };
const ONE = 'GET /api/staff/volunteers/12';
const PATCH = 'PATCH /api/staff/volunteers/12';

/** The page's own buttons (toasts bring their own). */
const buttonNames = () =>
  within(screen.getByRole('article'))
    .getAllByRole('button')
    .map((button) => button.textContent);

/** The fake server's application, changed by each PATCH as the real one would. */
function serverWith(volunteer: StaffVolunteer) {
  let current = volunteer;
  return fakeStaffApi({
    [ONE]: () => [200, current],
    [PATCH]: ({ body }) => {
      current = { ...current, ...(body as Partial<StaffVolunteer>) };
      return [200, current];
    },
  });
}

describe('VolunteerPage', () => {
  it('says it is loading until the application arrives', async () => {
    const answer = deferredResponse();
    fakeStaffApi({ [ONE]: () => answer.promise });
    renderEngage(<VolunteerPage />, at);
    expect(getOwnByRole('status')).toHaveTextContent('Loading the application…');
    await answer.resolve(200, JSON.stringify(aVolunteer()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bilal Ahmed' })).toBeInTheDocument();
  });

  it('shows every field of the application', async () => {
    serverWith(aVolunteer());
    renderEngage(<VolunteerPage />, at);
    await screen.findByRole('heading', { level: 1, name: 'Bilal Ahmed' });
    const field = (label: string) =>
      screen.getAllByText(label, { selector: 'dt' }).map((term) => term.nextElementSibling?.textContent);
    expect(field('Email')).toEqual(['bilal@example.org']);
    expect(screen.getByRole('link', { name: 'bilal@example.org' })).toHaveAttribute('href', 'mailto:bilal@example.org');
    expect(field('Phone')).toEqual(['+92 300 1234567', '+92 300 7654321']);
    expect(field('Address')).toEqual(['12 Mall Road']);
    expect(field('City')).toEqual(['Lahore']);
    expect(field('Province')).toEqual(['Khyber Pakhtunkhwa']);
    expect(field('Postal code')).toEqual(['54000']);
    expect(field('Date of birth')).toEqual(['12 April 1995']);
    expect(field('Occupation')).toEqual(['Electrical engineer']);
    expect(field('Skills')).toEqual(['Wiring and solar mounting']);
    expect(field('Areas of interest')).toEqual(['Field installation']);
    expect(field('Availability')).toEqual(['Weekends']);
    expect(field('Previous experience')).toEqual(['None given']);
    expect(field('Motivation')).toEqual(['To keep schools open in the heat']);
    expect(field('Has transport')).toEqual(['Yes']);
    expect(field('Consents to a background check')).toEqual(['No']);
    expect(field('Agreed to the terms')).toEqual(['Yes']);
    expect(field('Name')).toEqual(['Sara Ahmed']);
    expect(field('Relationship')).toEqual(['Sister']);
    expect(field('Applied')).toEqual(['19 Nov 2026, 09:00 UK time']);
  });

  it('offers only the next steps the workflow allows, and moves the application on', async () => {
    const user = userEvent.setup();
    const { requests } = serverWith(aVolunteer());
    renderEngage(<VolunteerPage />, at);
    await screen.findByRole('heading', { level: 1, name: 'Bilal Ahmed' });
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Start reviewing', 'Mark withdrawn', 'Save note']);
    await user.click(screen.getByRole('button', { name: 'Start reviewing' }));
    expect(await screen.findByText('Application moved to reviewing')).toBeInTheDocument();
    expect(screen.getByText('Reviewing')).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Accept', 'Decline', 'Mark withdrawn', 'Save note']);
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([
      { method: 'PATCH', url: '/api/staff/volunteers/12', body: { status: 'reviewing' } },
    ]);
  });

  it('offers no next step for a closed application', async () => {
    serverWith(aVolunteer({ status: 'declined' }));
    renderEngage(<VolunteerPage />, at);
    expect(await screen.findByText('This application is closed; there is no next step.')).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Save note']);
  });

  it("shows the server's reason when a move is refused", async () => {
    const user = userEvent.setup();
    fakeStaffApi({
      [ONE]: () => [200, aVolunteer({ status: 'reviewing' })],
      [PATCH]: () => [
        409,
        { statusCode: 409, message: 'The application changed while you were looking at it; reload it and try again' },
      ],
    });
    renderEngage(<VolunteerPage />, at);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText(
        'The status was not changed: The application changed while you were looking at it; reload it and try again',
      ),
    ).toBeInTheDocument();
  });

  it('saves the staff note, and clears it when saved blank', async () => {
    const user = userEvent.setup();
    const { requests } = serverWith(aVolunteer({ staffNote: 'Call after Eid' }));
    renderEngage(<VolunteerPage />, at);
    const note = await screen.findByRole('textbox', { name: 'Staff note' });
    expect(note).toHaveValue('Call after Eid');
    await user.clear(note);
    await user.type(note, 'Met at the Lahore fair');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    await user.clear(note);
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note cleared')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
      { staffNote: 'Met at the Lahore fair' },
      { staffNote: null },
    ]);
  });

  it("puts the server's refusal of the note beside it, in its own words", async () => {
    const refusal = 'Staff note must be at most 2000 characters';
    fakeStaffApi({
      [ONE]: () => [200, aVolunteer()],
      [PATCH]: () => [
        400,
        { statusCode: 400, error: 'Bad Request', message: [refusal], fieldErrors: { staffNote: [refusal] } },
      ],
    });
    const user = userEvent.setup();
    renderEngage(<VolunteerPage />, at);
    const note = await screen.findByRole('textbox', { name: 'Staff note' });
    await user.type(note, 'A note');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText(`The note was not saved: ${refusal}`)).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(note).toHaveFocus();
  });

  it('says so for an application that does not exist', async () => {
    fakeStaffApi({ [ONE]: () => [404, { message: 'No volunteer application has id 12' }] });
    renderEngage(<VolunteerPage />, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'No such application' })).toBeInTheDocument();
  });

  it("shows the server's reason when the application cannot be loaded", async () => {
    fakeStaffApi({ [ONE]: () => [500, { message: 'Database unavailable' }] });
    renderEngage(<VolunteerPage />, at);
    expect(await screen.findByText('The application could not be loaded: Database unavailable')).toBeInTheDocument();
  });
});
