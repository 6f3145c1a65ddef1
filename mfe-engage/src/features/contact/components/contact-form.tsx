import { useEffect, useRef } from 'react';
import { useNavigate } from '@solar/shared-routing';
import { contactMessageRules, type ContactMessageRequest } from '@solar/shared-contracts';
import { useSiteForm } from '@solar/shared-data-access';
import { Button, useToast } from '@solar/shared-ui';
import { useSendContactMessage } from '../hooks/use-send-contact-message';
import { FieldRow, RequiredNote, TextAreaField, TextField } from '@solar/shared-ui/forms';

/** How long the success toast is read before the visitor is taken home (spec §4). */
export const REDIRECT_AFTER_SUCCESS_MS = 2000;

type Values = ContactMessageRequest;

const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

const trimmed = (values: Values): Values => ({
  name: values.name.trim(),
  email: values.email.trim(),
  subject: values.subject.trim(),
  message: values.message.trim(),
});

type ContactFormProps = {
  /** A subject another page sent along (`?subject=`), filled in for the visitor. */
  initialSubject?: string;
};

/**
 * The contact form (spec §2, §4, §5, §8) on the shared form kit: the shared contactMessageRules mark each
 * broken field (a blank one also raises the spec's "Missing Information" toast), a 400's field messages show
 * beside their fields, then home 2 s after a sent message.
 */
export function ContactForm({ initialSubject = '' }: ContactFormProps) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const send = useSendContactMessage();
  const form = useSiteForm<Values>({
    rules: contactMessageRules,
    defaultValues: { ...EMPTY, subject: initialSubject },
  });
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = (values: Values) => {
    if (send.isPending) return;
    send.mutate(trimmed(values), {
      onSuccess: () => {
        toast({ title: 'Message Sent', description: "Thank you for your message. We'll get back to you soon!" });
        form.reset(EMPTY);
        clearTimeout(redirect.current);
        redirect.current = setTimeout(() => navigate('/'), REDIRECT_AFTER_SUCCESS_MS);
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' });
      },
    });
  };

  const onInvalid = () => {
    const blank = Object.values(trimmed(form.getValues())).some((value) => !value);
    if (blank)
      toast({ title: 'Missing Information', description: 'Please fill in all fields.', variant: 'destructive' });
  };

  const pending = send.isPending;

  return (
    <form
      aria-labelledby="contact-form-heading"
      noValidate
      onSubmit={form.handleSubmit(submit, onInvalid)}
      css={{ display: 'grid', gap: '1rem' }}
    >
      <h2 id="contact-form-heading" css={{ margin: 0 }}>
        Send us a message
      </h2>
      <RequiredNote>All fields are required.</RequiredNote>
      <FieldRow>
        <TextField label="Name" autoComplete="name" {...form.field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      </FieldRow>
      <TextField label="Subject" {...form.field('subject')} />
      <TextAreaField label="Message" rows={6} {...form.field('message')} />
      <Button type="submit" variant="secondary" disabled={pending} css={{ justifySelf: 'start' }}>
        {pending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
