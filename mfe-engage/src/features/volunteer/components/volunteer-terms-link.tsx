import { useState, type MouseEvent } from 'react';
import { VOLUNTEER_TERMS_PATH, volunteerTerms } from '@solar/shared-contracts';
import { Dialog } from '@solar/shared-ui';

/**
 * The volunteer terms from the checkbox's label: a plain click opens them in a dialog, so the half-filled form stays
 * as it is; without script, or with a modifier key, the link reaches the same words on the terms page.
 */
export function VolunteerTermsLink() {
  const [open, setOpen] = useState(false);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  };

  return (
    <>
      <a href={VOLUNTEER_TERMS_PATH} aria-haspopup="dialog" onClick={onClick}>
        volunteer terms and conditions
      </a>
      <Dialog open={open} onClose={() => setOpen(false)} title="Volunteer terms">
        <p>When you apply to volunteer with us, you agree to these terms.</p>
        {volunteerTerms.map((term) => (
          <div key={term.title}>
            <h3>{term.title}</h3>
            <p>{term.text}</p>
          </div>
        ))}
      </Dialog>
    </>
  );
}
