import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ContactMessageRequest } from '@solar/shared-contracts';
import { Button, useToast } from '@solar/shared-ui';
import { FieldRow, RequiredNote, TextAreaField, TextField } from '../../../components/form-fields';
import { useSendContactMessage } from '../hooks/use-send-contact-message';

/** How long the success toast is read before the visitor is taken home (spec §4). */
export const REDIRECT_AFTER_SUCCESS_MS = 2000;

type Values = ContactMessageRequest;

const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

type ContactFormProps = {
  /** A subject another page sent along (`?subject=`), filled in for the visitor. */
  initialSubject?: string;
};

/** The contact form (spec §2, §4, §5, §8): all four fields required, then home 2 s after a sent message. */
export function ContactForm({ initialSubject = '' }: ContactFormProps) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const send = useSendContactMessage();
  const [values, setValues] = useState<Values>({ ...EMPTY, subject: initialSubject });
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const set = (key: keyof Values, value: string) => setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const request: Values = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    };
    if (!request.name || !request.email || !request.subject || !request.message) {
      toast({ title: 'Missing Information', description: 'Please fill in all fields.', variant: 'destructive' });
      return;
    }
    send.mutate(request, {
      onSuccess: () => {
        toast({ title: 'Message Sent', description: "Thank you for your message. We'll get back to you soon!" });
        setValues(EMPTY);
        clearTimeout(redirect.current);
        redirect.current = setTimeout(() => navigate('/'), REDIRECT_AFTER_SUCCESS_MS);
      },
      onError: () => {
        toast({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' });
      },
    });
  };

  const pending = send.isPending;

  return (
    <form aria-labelledby="contact-form-heading" noValidate onSubmit={onSubmit} css={{ display: 'grid', gap: '1rem' }}>
      <h2 id="contact-form-heading" css={{ margin: 0 }}>
        Send us a message
      </h2>
      <RequiredNote>All fields are required.</RequiredNote>
      <FieldRow>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
        />
      </FieldRow>
      <TextField
        label="Subject"
        name="subject"
        required
        value={values.subject}
        onChange={(event) => set('subject', event.target.value)}
      />
      <TextAreaField
        label="Message"
        name="message"
        rows={6}
        required
        value={values.message}
        onChange={(event) => set('message', event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={pending} css={{ justifySelf: 'start' }}>
        {pending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
