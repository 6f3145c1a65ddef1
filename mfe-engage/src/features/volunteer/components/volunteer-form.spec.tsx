import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHARITY_EMAIL_NOTICE, CHARITY_EMAIL_NOTICE_VERSION } from '@solar/shared-contracts';
import { deferredResponse, findToast, respond } from '@solar/shared-testing';
import { renderEngage, sentBody } from '../../../testing/render-engage';
import { VolunteerForm } from './volunteer-form';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

/** Every text field of the form: label, value typed and the request field it fills. */
const TEXT_FIELDS = [
  [/^First name/, 'Amina', 'firstName'],
  [/^Last name/, 'Khan', 'lastName'],
  [/^Email/, 'amina@example.org', 'email'],
  [/^Phone/, '+44 7700 900123', 'phone'],
  [/^Date of birth/, '1990-05-14', 'dateOfBirth'],
  [/^Occupation/, 'Electrician', 'occupation'],
  [/^Street address/, '12 Mall Road', 'address'],
  [/^City/, 'Lahore', 'city'],
  [/^Postal code/, '54000', 'postalCode'],
  [/^Skills/, 'Wiring and solar mounting', 'skills'],
  [/^Areas of interest/, 'Field installation', 'interests'],
  [/^Availability/, 'Two weeks in winter', 'availability'],
  [/^Previous experience/, 'Habitat builds', 'experience'],
  [/^Why would you like to volunteer/, 'To keep schools open in the heat', 'motivation'],
  [/^Emergency contact name/, 'Bilal Khan', 'emergencyContactName'],
  [/^Emergency contact phone/, '+44 7700 900456', 'emergencyContactPhone'],
  [/^Relationship to you/, 'Brother', 'emergencyContactRelation'],
] as const;

const REQUIRED = TEXT_FIELDS.filter(([, , key]) => key !== 'experience');

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });
const submit = () => screen.getByRole('button', { name: /Submit/ });

function fillText() {
  for (const [label, value] of TEXT_FIELDS) fireEvent.change(input(label), { target: { value } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Province' }), { target: { value: 'KPK' } });
}

describe('VolunteerForm', () => {
  it('asks every volunteer field, each with a visible label, required as the spec lists', () => {
    renderEngage(<VolunteerForm />);
    for (const [label] of REQUIRED) expect(input(label)).toBeRequired();
    expect(input(/^Previous experience/)).not.toBeRequired();
    expect(input(/^Email/)).toHaveAttribute('type', 'email');
    expect(input(/^Date of birth/)).toHaveAttribute('type', 'date');
    expect(checkbox(/own transportation/)).not.toBeChecked();
    expect(checkbox(/background check/)).not.toBeChecked();
    expect(checkbox(/terms and conditions/)).not.toBeChecked();
  });

  it('offers the seven provinces, sending the code and showing the name', () => {
    renderEngage(<VolunteerForm />);
    const province = screen.getByRole('combobox', { name: 'Province' });
    const options = within(province).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => option.value)).toEqual([
      'Punjab',
      'Sindh',
      'KPK',
      'Balochistan',
      'Gilgit-Baltistan',
      'AJK',
      'ICT',
    ]);
    expect(options[2]).toHaveTextContent('Khyber Pakhtunkhwa');
    expect(options[5]).toHaveTextContent('Azad Jammu and Kashmir');
    expect(options[6]).toHaveTextContent('Islamabad Capital Territory');
  });

  it('sends nothing until the terms are agreed', async () => {
    const user = userEvent.setup();
    renderEngage(<VolunteerForm />);
    fillText();
    await user.click(submit());
    const toast = await findToast('Terms Required');
    expect(toast).toHaveRole('alert');
    expect(toast).toHaveTextContent('Please agree to the terms and conditions');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks each missing answer beside its field, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    renderEngage(<VolunteerForm />);
    fillText();
    fireEvent.change(input(/^Phone/), { target: { value: ' ' } });
    fireEvent.change(input(/^City/), { target: { value: '' } });
    await user.click(checkbox(/terms and conditions/));
    await user.click(submit());
    expect(input(/^Phone/)).toHaveAccessibleDescription('Phone is required');
    expect(input(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(input(/^Phone/)).toHaveFocus();
    expect(input(/^City/)).toHaveAccessibleDescription('City is required');
    expect(input(/^First name/)).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('disables the button and reads "Submitting..." while sending', async () => {
    const answer = deferredResponse();
    fetchMock.mockReturnValue(answer.promise);
    const user = userEvent.setup();
    renderEngage(<VolunteerForm />);
    fillText();
    await user.click(checkbox(/terms and conditions/));
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await act(() => answer.resolve(201, '{"id":1}'));
    expect(await screen.findByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it('submits every field, thanks the volunteer and empties the form', async () => {
    fetchMock.mockReturnValue(respond(201, '{"id":1,"status":"pending"}'));
    const user = userEvent.setup();
    renderEngage(<VolunteerForm />);
    fillText();
    await user.click(checkbox(/own transportation/));
    await user.click(checkbox(/background check/));
    await user.click(checkbox(/terms and conditions/));
    await user.click(submit());

    const toast = await findToast('Application Submitted');
    expect(toast).toHaveRole('status');
    expect(toast).toHaveTextContent("Thank you for volunteering! We'll be in touch soon.");

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/volunteers',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    const expected = Object.fromEntries(TEXT_FIELDS.map(([, value, key]) => [key, value]));
    expect(sentBody(fetchMock)).toEqual({
      ...expected,
      province: 'KPK',
      hasTransportation: true,
      backgroundCheckConsent: true,
      agreesToTerms: true,
      emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
      emailOptOut: false,
    });

    for (const [label] of TEXT_FIELDS) expect(input(label)).toHaveValue('');
    expect(checkbox(/own transportation/)).not.toBeChecked();
    expect(checkbox(/background check/)).not.toBeChecked();
    expect(checkbox(/terms and conditions/)).not.toBeChecked();
  });

  it('offers the soft opt-in as a notice with an unticked “No thanks” box, and sends the volunteer’s choice', async () => {
    fetchMock.mockReturnValue(respond(201, '{"id":3}'));
    const user = userEvent.setup();
    renderEngage(<VolunteerForm />);
    const box = checkbox(/No thanks, don’t email me/);
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(CHARITY_EMAIL_NOTICE.notice);
    fillText();
    await user.click(box);
    await user.click(checkbox(/terms and conditions/));
    await user.click(submit());
    await findToast('Application Submitted');
    expect(sentBody(fetchMock)).toEqual(
      expect.objectContaining({ emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION, emailOptOut: true }),
    );
  });

  it('leaves out a blank previous experience', async () => {
    fetchMock.mockReturnValue(respond(201, '{"id":2}'));
    const user = userEvent.setup();
    renderEngage(<VolunteerForm />);
    fillText();
    fireEvent.change(input(/^Previous experience/), { target: { value: '  ' } });
    await user.click(checkbox(/terms and conditions/));
    await user.click(submit());
    await findToast('Application Submitted');
    expect(sentBody(fetchMock)).not.toHaveProperty('experience');
    expect(sentBody(fetchMock)).toEqual(
      expect.objectContaining({ hasTransportation: false, backgroundCheckConsent: false }),
    );
  });

  it('shows "Submission Failed" with the error message and keeps the answers', async () => {
    fetchMock.mockReturnValue(
      respond(409, '{"statusCode":409,"message":"An application with this email already exists"}'),
    );
    const user = userEvent.setup();
    renderEngage(<VolunteerForm />);
    fillText();
    await user.click(checkbox(/terms and conditions/));
    await user.click(submit());
    const toast = await findToast('Submission Failed');
    expect(toast).toHaveRole('alert');
    expect(toast).toHaveTextContent('An application with this email already exists');
    expect(toast).not.toHaveTextContent('statusCode');
    expect(input(/^First name/)).toHaveValue('Amina');
    expect(checkbox(/terms and conditions/)).toBeChecked();
  });

  it('falls back to "Please try again later" when the error has no message', async () => {
    fetchMock.mockRejectedValue(new Error(''));
    const user = userEvent.setup();
    renderEngage(<VolunteerForm />);
    fillText();
    await user.click(checkbox(/terms and conditions/));
    await user.click(submit());
    const toast = await findToast('Submission Failed');
    expect(toast).toHaveRole('alert');
    expect(toast).toHaveTextContent('Please try again later');
  });

  it('shows the volunteer terms from the checkbox label in a dialog, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderEngage(<VolunteerForm />);
    fillText();
    const link = screen.getByRole('link', { name: 'volunteer terms and conditions' });
    expect(link).toHaveAttribute('href', '/legal/terms#volunteer-terms');
    await user.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Volunteer terms' });
    expect(within(dialog).getByRole('heading', { name: 'Safeguarding' })).toBeInTheDocument();
    expect(checkbox(/terms and conditions/)).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
    expect(input(/^First name/)).toHaveValue('Amina');
  });
});
