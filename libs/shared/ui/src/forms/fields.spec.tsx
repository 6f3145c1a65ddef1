import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxField } from './checkbox-field';
import { RadioGroupField } from './radio-group-field';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

describe('the form kit fields', () => {
  it('labels a text field and ties its hint and message to it', () => {
    render(<TextField label="Email" type="email" hint="We reply to this address" error="Email is required" required />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('We reply to this address Email is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    // The required mark sits beside the label, not in it: the label's text is the field's name alone.
    expect(screen.getByLabelText('Email')).toBe(input);
  });

  it('leaves a valid field unmarked and says when it is optional', () => {
    render(<TextField label="Phone" type="tel" optional />);
    const input = screen.getByRole('textbox', { name: 'Phone (optional)' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps an id it is given, so an error summary can link to it', () => {
    render(<TextField label="Name" id="contact-name" error="Name is required" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('id', 'contact-name');
    expect(screen.getByText('Name is required')).toHaveAttribute('id', 'contact-name-error');
  });

  it('wires a textarea, a select and a checkbox the same way', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <>
        <TextAreaField label="Message" error="Message is required" />
        <SelectField
          label="Role"
          hint="Admins manage staff"
          options={[
            { value: 'staff', label: 'Staff' },
            { value: 'admin', label: 'Admin' },
          ]}
          onChange={onChange}
        />
        <CheckboxField label="I agree" error="Please agree" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Message is required');
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select).toHaveAccessibleDescription('Admins manage staff');
    await user.selectOptions(select, 'admin');
    expect(onChange).toHaveBeenCalled();
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please agree');
  });

  it('groups radios under their legend and gives the first one the group id', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <RadioGroupField
        legend="How often"
        name="frequency"
        id="gift-frequency"
        error="Choose how often"
        options={[
          { value: 'once', label: 'Once' },
          { value: 'monthly', label: 'Monthly' },
        ]}
        value="once"
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'How often' });
    expect(group).toHaveAccessibleDescription('Choose how often');
    expect(screen.getByRole('radio', { name: 'Once' })).toHaveAttribute('id', 'gift-frequency');
    expect(screen.getByRole('radio', { name: 'Once' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(onChange).toHaveBeenCalled();
  });

  it('draws a unit before the value without adding it to the name', () => {
    render(<TextField label="Or enter your own amount" type="number" prefix="£" hint="From £1." />);
    const input = screen.getByRole('spinbutton', { name: 'Or enter your own amount' });
    expect(input).toHaveAccessibleDescription('From £1.');
    expect(screen.getByText('£')).toHaveAttribute('aria-hidden', 'true');
  });
});
