/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactMessageRules } from '@solar/shared-contracts';
import { ApiError } from '../api-request';
import { useSiteForm, type SiteFieldProps } from './use-site-form';

type Values = { name: string; email: string; subject: string; message: string };

function Field({ label, error, ...input }: SiteFieldProps & { label: string }) {
  const errorId = error ? `${input.name}-error` : undefined;
  return (
    <p>
      <label htmlFor={input.name}>{label}</label>
      <input id={input.name} aria-invalid={error ? true : undefined} aria-describedby={errorId} {...input} />
      {error ? <span id={errorId}>{error}</span> : null}
    </p>
  );
}

function ExampleForm({ onValid }: { onValid: (values: Values) => Promise<void> }) {
  const form = useSiteForm<Values>({
    rules: contactMessageRules,
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  const submit = form.handleSubmit((values) =>
    onValid(values).catch((error: unknown) => void form.showServerErrors(error)),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Field label="Name" {...form.field('name')} />
      <Field label="Email" {...form.field('email')} />
      <Field label="Subject" {...form.field('subject')} />
      <Field label="Message" {...form.field('message')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useSiteForm', () => {
  it('stops a submit with broken fields, shows each shared message by its field and focuses the first', async () => {
    const onValid = jest.fn(async () => undefined);
    render(<ExampleForm onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Amina');
    await userEvent.type(screen.getByLabelText('Email'), 'amina@');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(onValid).not.toHaveBeenCalled();
  });

  it("puts a 400 answer's field messages beside their fields and focuses the first of them", async () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: ['Message is required'],
      fieldErrors: { message: ['Message must be at most 5000 characters'] },
    };
    const onValid = jest.fn(async () => {
      throw new ApiError(400, JSON.stringify(body));
    });
    render(<ExampleForm onValid={onValid} />);
    for (const [label, text] of [
      ['Name', 'Amina'],
      ['Email', 'amina@example.org'],
      ['Subject', 'Hi'],
      ['Message', 'Hello'],
    ]) {
      await userEvent.type(screen.getByLabelText(label), text);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const message = screen.getByLabelText('Message');
    await waitFor(() => expect(message).toHaveAccessibleDescription('Message must be at most 5000 characters'));
    expect(message).toHaveFocus();
    expect(onValid).toHaveBeenCalledWith({
      name: 'Amina',
      email: 'amina@example.org',
      subject: 'Hi',
      message: 'Hello',
    });
  });
});
