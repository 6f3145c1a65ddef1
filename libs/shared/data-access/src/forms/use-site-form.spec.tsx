/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactMessageRules } from '@solar/shared-contracts';
import { ApiError } from '../errors/api-error';
import { useSiteForm, type SiteFieldProps } from './use-site-form';

type Values = { name: string; email: string; subject: string; message: string };

function Field({ label, error, ...input }: SiteFieldProps & { label: string }) {
  const errorId = error ? `${input.id}-error` : undefined;
  return (
    <p>
      <label htmlFor={input.id}>{label}</label>
      <input aria-invalid={error ? true : undefined} aria-describedby={errorId} {...input} />
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

  it('reads and sets nested fields, and with a summary lists the problems in order and keeps focus off the fields', async () => {
    const refusal = new ApiError(
      400,
      JSON.stringify({
        statusCode: 400,
        error: 'Bad Request',
        message: ['x'],
        fieldErrors: { 'giftAid.postcode': ['Enter a UK postcode'] },
      }),
    );
    render(<NestedForm onValid={() => Promise.reject(refusal)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Give' }));
    await waitFor(() => expect(screen.getByRole('list')).toHaveTextContent('Email is required'));
    expect(screen.getByLabelText('Email')).not.toHaveFocus();
    expect(screen.getByTestId('shown')).toHaveTextContent('1');
    await userEvent.type(screen.getByLabelText('Email'), 'amina@example.org');
    await userEvent.type(screen.getByLabelText('Postcode'), 'XX');
    await userEvent.click(screen.getByRole('button', { name: 'Give' }));
    const postcode = screen.getByLabelText('Postcode');
    await waitFor(() => expect(postcode).toHaveAccessibleDescription('Enter a UK postcode'));
    expect(screen.getByRole('list')).toHaveTextContent('Enter a UK postcode');
    expect(screen.getByRole('listitem')).toHaveAttribute('data-for', postcode.id);
    expect(postcode).not.toHaveFocus();
    expect(screen.getByTestId('shown')).toHaveTextContent('3');
  });
});

type Nested = { email: string; giftAid: { postcode: string } };

function NestedForm({ onValid }: { onValid: (values: Nested) => Promise<void> }) {
  const form = useSiteForm<Nested>({
    rules: { email: { label: 'Email', required: true }, 'giftAid.postcode': { label: 'Postcode' } },
    defaultValues: { email: '', giftAid: { postcode: '' } },
    summary: true,
  });
  const submit = form.handleSubmit((values) =>
    onValid(values).catch((error: unknown) => void form.showServerErrors(error)),
  );
  return (
    <form noValidate onSubmit={submit}>
      <ul>
        {form.problems.map((problem) => (
          <li key={problem.id} data-for={problem.id}>
            {problem.message}
          </li>
        ))}
      </ul>
      <span data-testid="shown">{form.problemsShown}</span>
      <Field label="Email" {...form.field('email')} />
      <Field label="Postcode" {...form.field('giftAid.postcode')} />
      <button type="submit">Give</button>
    </form>
  );
}
