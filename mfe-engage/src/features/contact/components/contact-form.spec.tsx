import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredResponse, findToast, respond } from '@solar/shared-testing';
import { renderEngage, sentBody } from '../../../testing/render-engage';
import { ContactForm, REDIRECT_AFTER_SUCCESS_MS } from './contact-form';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });

function fill(values: Partial<Record<'name' | 'email' | 'subject' | 'message', string>> = {}) {
  const all = {
    name: 'Amina Khan',
    email: 'amina@example.org',
    subject: 'School visit',
    message: 'Can we visit a school?',
    ...values,
  };
  fireEvent.change(field(/^Name/), { target: { value: all.name } });
  fireEvent.change(field(/^Email/), { target: { value: all.email } });
  fireEvent.change(field(/^Subject/), { target: { value: all.subject } });
  fireEvent.change(field(/^Message/), { target: { value: all.message } });
}

/** The toast titled `title` (a destructive toast is an alert; field messages are alerts too). */
const alertTitled = async (title: string) => (await screen.findByText(title)).closest('[role="alert"]');

const submit = () => screen.getByRole('button', { name: /Send/ });

describe('ContactForm', () => {
  it('labels the four required fields, with an email-type email field', () => {
    renderEngage(<ContactForm />);
    for (const name of [/^Name/, /^Email/, /^Subject/, /^Message/]) expect(field(name)).toBeRequired();
    expect(field(/^Email/)).toHaveAttribute('type', 'email');
    expect(submit()).toHaveTextContent('Send Message');
  });

  it('prefills the subject it is given', () => {
    renderEngage(<ContactForm initialSubject="Press enquiry" />);
    expect(field(/^Subject/)).toHaveValue('Press enquiry');
  });

  it.each(['name', 'email', 'subject', 'message'] as const)(
    'asks for every field when the %s is blank, and sends nothing',
    async (blank) => {
      const user = userEvent.setup();
      renderEngage(<ContactForm />);
      fill({ [blank]: '   ' });
      await user.click(submit());
      const toast = await alertTitled('Missing Information');
      expect(toast).toHaveTextContent('Please fill in all fields.');
      const label = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' }[blank];
      const blankField = field(new RegExp(`^${label}`));
      expect(blankField).toHaveAttribute('aria-invalid', 'true');
      expect(blankField).toHaveAccessibleDescription(`${label} is required`);
      expect(blankField).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('marks an email the shared rules refuse, beside the field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderEngage(<ContactForm />);
    fill({ email: 'amina@' });
    await user.click(submit());
    expect(field(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field(/^Email/)).toHaveFocus();
    expect(screen.queryByText('Missing Information')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a refused field's server message beside it, under the spec's failure toast", async () => {
    const refusal = 'Message must be at most 5000 characters';
    const body = { statusCode: 400, error: 'Bad Request', message: [refusal], fieldErrors: { message: [refusal] } };
    fetchMock.mockReturnValue(respond(400, JSON.stringify(body)));
    const user = userEvent.setup();
    renderEngage(<ContactForm />, { path: '/contact' });
    fill();
    await user.click(submit());
    expect(await alertTitled('Error')).toHaveTextContent('Failed to send message. Please try again.');
    expect(field(/^Message/)).toHaveAccessibleDescription(refusal);
    expect(field(/^Message/)).toHaveFocus();
  });

  it('disables the button and reads "Sending..." while the message is sent', async () => {
    const answer = deferredResponse();
    fetchMock.mockReturnValue(answer.promise);
    const user = userEvent.setup();
    renderEngage(<ContactForm />);
    fill();
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(() => answer.resolve(201, '{"id":1}'));
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('sends the message, thanks the visitor, clears the form and goes home after 2 s', async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockReturnValue(respond(201, '{"id":1,"createdAt":"2026-01-01T00:00:00.000Z"}'));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderEngage(<ContactForm />, { path: '/contact' });
      fill({ name: '  Amina Khan ' });
      await act(() => user.click(submit()));

      const toast = await findToast('Message Sent');
      expect(toast).toHaveRole('status');
      expect(toast).toHaveTextContent("Thank you for your message. We'll get back to you soon!");
      for (const name of [/^Name/, /^Email/, /^Subject/, /^Message/]) expect(field(name)).toHaveValue('');
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/contact',
        expect.objectContaining({ method: 'POST', credentials: 'include' }),
      );
      expect(sentBody(fetchMock)).toEqual({
        name: 'Amina Khan',
        email: 'amina@example.org',
        subject: 'School visit',
        message: 'Can we visit a school?',
      });

      act(() => jest.advanceTimersByTime(REDIRECT_AFTER_SUCCESS_MS - 100));
      expect(screen.getByTestId('location')).toHaveTextContent('/contact');
      act(() => jest.advanceTimersByTime(100));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
      expect(REDIRECT_AFTER_SUCCESS_MS).toBe(2000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the message and says so when sending fails', async () => {
    fetchMock.mockReturnValue(respond(500, '{"message":"boom"}'));
    const user = userEvent.setup();
    renderEngage(<ContactForm />, { path: '/contact' });
    fill();
    await user.click(submit());
    const toast = await findToast('Error');
    expect(toast).toHaveRole('alert');
    expect(toast).toHaveTextContent('Failed to send message. Please try again.');
    expect(field(/^Message/)).toHaveValue('Can we visit a school?');
    expect(screen.getByTestId('location')).toHaveTextContent('/contact');
  });
});
