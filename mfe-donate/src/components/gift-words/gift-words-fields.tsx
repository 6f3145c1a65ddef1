import styled from '@emotion/styled';
import { colors, space } from '@solar/shared-ui';
import { CheckboxField, TextAreaField, TextField } from '@solar/shared-ui/forms';
import { GIFT_MESSAGE_MAX } from '@solar/shared-contracts';
import type { SiteFieldProps } from '@solar/shared-data-access';
import { charactersLeft } from './gift-words-form';
import { countText, useAnnouncedCount } from './use-announced-count';

const Group = styled.fieldset`
  display: grid;
  gap: ${space.md};
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 700;
    margin-bottom: ${space.sm};
    padding: 0;
  }
  .count-over {
    color: ${colors.danger};
    font-weight: 600;
  }
`;

export type GiftWordsFieldsProps = {
  message: SiteFieldProps;
  displayName: SiteFieldProps;
  showName: SiteFieldProps;
  /** The message as typed, for the count. */
  messageValue: string;
  /** Whether "Show my name on the project page" is ticked (the name field shows only then). */
  showingName: boolean;
  /** What the name field's hint says the default is (the first name and initial, or the PayPal account's). */
  displayNameHint: string;
};

/**
 * "Your words on the project page" (issue 28): an optional message with a count of the characters left, an unticked
 * "Show my name on the project page" (decision 066), and once ticked, the name to show. The count shows as the donor types and is read with the field; a polite live
 * region speaks it only near the limit, once typing pauses.
 */
export function GiftWordsFieldsGroup({
  message,
  displayName,
  showName,
  messageValue,
  showingName,
  displayNameHint,
}: GiftWordsFieldsProps) {
  const left = charactersLeft(messageValue);
  const announced = useAnnouncedCount(left);
  return (
    <Group>
      <legend>A message for the project page</legend>
      <TextAreaField
        label="Your message"
        optional
        rows={3}
        hint={
          <>
            Up to {GIFT_MESSAGE_MAX} characters, no links. Our team reads every message before it appears on the project
            page. <span className={left < 0 ? 'count-over' : undefined}>{countText(left)}.</span>
          </>
        }
        {...message}
      />
      <span className="visually-hidden" aria-live="polite">
        {announced}
      </span>
      <CheckboxField
        label="Show my name on the project page"
        hint="Our team checks every name before it appears. Leave this unticked and your gift shows as from “Anonymous”."
        {...showName}
      />
      {showingName ? <TextField label="Name to show" optional hint={displayNameHint} {...displayName} /> : null}
    </Group>
  );
}
