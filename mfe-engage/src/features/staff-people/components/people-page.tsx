import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { type ErasurePlan, SUPPORTER_DATA_SECTIONS } from '@solar/shared-contracts';
import { errorMessage } from '@solar/shared-data-access';
import { Button, space, StaffPageHeading, useToast } from '@solar/shared-ui';
import { FormAlert, TextField } from '@solar/shared-ui/forms';
import { downloadSupporterData, type SupporterDataFormat } from '../api/download-supporter-data';
import { erasurePlan } from '../api/erase-supporter';
import { EraseDialog } from './erase-dialog';

const Form = styled.form`
  display: grid;
  gap: ${space.md};
  max-width: 36rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

const FORMAT_LABELS: Record<SupporterDataFormat, string> = {
  json: 'Download their file (JSON)',
  html: 'Download a readable summary (HTML)',
};

/**
 * /staff/people (admins): answer a subject access or erasure request (decision 070). Find a person by the address
 * they gave, download everything held on them, or erase them after seeing what goes and what must stay; audited.
 */
export default function PeoplePage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState<SupporterDataFormat | 'erase' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [plan, setPlan] = useState<ErasurePlan | null>(null);
  const { toast } = useToast();

  const planErasure = async () => {
    setFailure(null);
    setBusy('erase');
    try {
      setPlan(await erasurePlan({ email: email.trim() }));
    } catch (error) {
      setFailure(`Could not check what we hold: ${errorMessage(error)}`);
    } finally {
      setBusy(null);
    }
  };

  const download = async (format: SupporterDataFormat) => {
    setFailure(null);
    setBusy(format);
    try {
      await downloadSupporterData(format, { email: email.trim() });
      toast({ title: 'Downloaded', description: 'Send it to the person securely, and delete your copy afterwards.' });
    } catch (error) {
      setFailure(`Nothing was downloaded: ${errorMessage(error)}`);
    } finally {
      setBusy(null);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void download('json');
  };

  return (
    <>
      <StaffPageHeading
        title="Supporters’ data"
        description="Everything we hold on one person, for a subject access or erasure request: answer within one month of receiving it."
      />
      <Form aria-label="Find a person" noValidate onSubmit={onSubmit}>
        <TextField
          label="Their email address"
          type="email"
          autoComplete="off"
          required
          hint="Use the address they wrote from, once you are sure the request is theirs."
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <FormAlert message={failure} />
        <Actions>
          {(['json', 'html'] as const).map((format) => (
            <Button
              key={format}
              type={format === 'json' ? 'submit' : 'button'}
              variant={format === 'json' ? 'primary' : 'outline'}
              disabled={busy !== null || email.trim() === ''}
              onClick={format === 'json' ? undefined : () => void download(format)}
            >
              {busy === format ? 'Preparing…' : FORMAT_LABELS[format]}
            </Button>
          ))}
          <Button
            type="button"
            variant="danger"
            disabled={busy !== null || email.trim() === ''}
            onClick={() => void planErasure()}
          >
            {busy === 'erase' ? 'Checking…' : 'Erase this person…'}
          </Button>
        </Actions>
      </Form>
      <h2>What the file holds</h2>
      <ul>
        {Object.values(SUPPORTER_DATA_SECTIONS).map((heading) => (
          <li key={heading}>{heading}</li>
        ))}
      </ul>
      {plan ? <EraseDialog plan={plan} onClose={() => setPlan(null)} /> : null}
    </>
  );
}
