import { errorMessage } from '@solar/shared-data-access';
import { useEffect, useRef, useState } from 'react';
import { EMAIL_STATUSES, EMAIL_TEMPLATES, type StaffEmailLogEntry } from '@solar/shared-contracts';
import { StaffListResults, StaffPageHeading, StaffTable } from '@solar/shared-ui';
import { useStaffEmails } from '../api/staff-emails';
import { emailLogColumns, emailStatusId } from '../components/email-log-columns';
import { ResendEmailDialog } from '../components/resend-email-dialog';
import { useStaffUser } from '../components/staff-user-context';
import { emailStatusBadges, emailTemplateNames } from '../email-labels';
import { useEmailListQuery } from '../hooks/use-email-list-query';
import { StaffFilterBar, type StaffFilter } from '@solar/shared-ui/forms';

const filters: StaffFilter[] = [
  {
    name: 'status',
    label: 'Status',
    options: [
      { value: '', label: 'Any status' },
      ...EMAIL_STATUSES.map((status) => ({ value: status, label: emailStatusBadges[status].label })),
    ],
  },
  {
    name: 'template',
    label: 'Email',
    options: [
      { value: '', label: 'Any email' },
      ...EMAIL_TEMPLATES.map((template) => ({ value: template, label: emailTemplateNames[template] })),
    ],
  },
];

/**
 * After an email is queued again its button is gone, so focus moves to that row's status, or to the list when
 * the row has left it (the Failed filter).
 */
function useFocusAfterResend() {
  const list = useRef<HTMLDivElement>(null);
  const [resentId, setResentId] = useState<number | null>(null);
  useEffect(() => {
    if (resentId === null) return;
    (document.getElementById(emailStatusId(resentId)) ?? list.current)?.focus();
    setResentId(null);
  }, [resentId]);
  return { list, focusAfter: setResentId };
}

/** /staff/emails: every email the site has queued, whether it went, and (administrators) sending a failed one again. */
export function EmailsPage() {
  const me = useStaffUser();
  const { query, q, values, goToPage, apply } = useEmailListQuery();
  const { status, template, from, to } = values;
  const emails = useStaffEmails(query);
  const [confirming, setConfirming] = useState<StaffEmailLogEntry | null>(null);
  const { list, focusAfter } = useFocusAfterResend();
  const columns = emailLogColumns(me.role === 'admin' ? setConfirming : null);
  const resent = (id: number) => {
    setConfirming(null);
    focusAfter(id);
  };
  return (
    <>
      <StaffPageHeading
        title="Emails"
        description={`Every email the site has queued, newest first: whether it went, how many attempts it took and why one failed.${me.role === 'admin' ? ' You can send a failed one again.' : ''}`}
      />
      <StaffFilterBar
        key={JSON.stringify(values)}
        searchLabel="Search by recipient"
        filters={filters}
        values={values}
        onSubmit={apply}
        submitLabel="Search"
        dayRange
      />
      <StaffListResults
        query={emails}
        what="the email log"
        reason={errorMessage(emails.error)}
        pagesLabel="Email log pages"
        onPageChange={goToPage}
      >
        {(rows) => (
          <div ref={list} tabIndex={-1}>
            <StaffTable
              caption="Email log"
              columns={columns}
              rows={rows}
              rowKey={(email) => email.id}
              emptyMessage={q || status || template || from || to ? 'No emails match.' : 'No emails yet.'}
            />
          </div>
        )}
      </StaffListResults>
      {confirming ? (
        <ResendEmailDialog email={confirming} onClose={() => setConfirming(null)} onResent={resent} />
      ) : null}
    </>
  );
}
