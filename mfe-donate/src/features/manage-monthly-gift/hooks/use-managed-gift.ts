import { useCallback, useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  MANAGE_APPROVAL_PARAM,
  MANAGE_GIFT_TOKEN_PARAM,
  type ManageApprovalReturn,
  MANAGE_TOKEN_PATTERN,
  type ManagedMonthlyGift,
  type ManageLinkProblem,
} from '@solar/shared-contracts';
import { ApiError, errorMessage } from '@solar/shared-data-access';
import { useSearchParams } from '@solar/shared-routing';
import { viewMonthlyGift } from '../api/view-monthly-gift';

export type LinkState =
  | { status: 'opening' }
  | { status: 'open'; gift: ManagedMonthlyGift }
  | { status: 'refused'; problem: ManageLinkProblem | 'LINK_INCOMPLETE' | 'UNREACHABLE'; message: string };

const LINK_PROBLEMS = ['LINK_INVALID', 'LINK_EXPIRED', 'LINK_USED'] as const;

/**
 * The link the page holds while the donor is at PayPal approving a new amount: PayPal's return address cannot carry
 * it (PayPal adds its own `token`, and the link is not PayPal's to see), so the tab keeps it (decision 056).
 */
const LINK_KEPT_FOR_PAYPAL = 'solar:monthly-gift-link';

/** Keeps the page's link in this tab for the donor's return from PayPal. */
export function keepLinkForPaypal(token: string): void {
  try {
    window.sessionStorage.setItem(LINK_KEPT_FOR_PAYPAL, token);
  } catch {
    // Storage refused (a private window's quota): on return the page asks for the link from the email instead.
  }
}

function linkKeptForPaypal(): string {
  try {
    // Left in place: it is the link the address now shows too, and the tab's storage goes with the tab.
    return window.sessionStorage.getItem(LINK_KEPT_FOR_PAYPAL) ?? '';
  } catch {
    return '';
  }
}

function returnOf(value: string | null): ManageApprovalReturn | null {
  return value === 'approved' || value === 'cancelled' ? value : null;
}

/** Why a request with the link was refused, as the page says it; null when it is not about the link. */
export function linkProblemOf(error: unknown): Extract<LinkState, { status: 'refused' }> | null {
  const code = error instanceof ApiError ? error.body?.error : undefined;
  const problem = LINK_PROBLEMS.find((known) => known === code);
  return problem ? { status: 'refused', problem, message: errorMessage(error) } : null;
}

/**
 * The gift the link in the address opens. The page is drawn without it first (it is prerendered with no link), then
 * reads the token and asks the API. After each change the API answers the next link: it replaces the one in the
 * address, so a reload keeps working, and the link in the email now says it was used. Back from approving a new
 * amount at PayPal (`?approval=approved|cancelled`), `returned` says which, and the link is the one the tab kept.
 */
export function useManagedGift() {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<LinkState>({ status: 'opening' });
  const view = useMutation({ mutationFn: viewMonthlyGift });
  // Back from PayPal: its address carries PayPal's own token, so the page's link is the one this tab kept.
  const [returned] = useState(() => returnOf(params.get(MANAGE_APPROVAL_PARAM)));

  useEffect(() => {
    const token = returned ? linkKeptForPaypal() : (params.get(MANAGE_GIFT_TOKEN_PARAM)?.trim() ?? '');
    if (returned && MANAGE_TOKEN_PATTERN.test(token))
      setParams({ [MANAGE_GIFT_TOKEN_PARAM]: token }, { replace: true });
    if (returned && !MANAGE_TOKEN_PATTERN.test(token)) {
      setState({
        status: 'refused',
        problem: 'LINK_INCOMPLETE',
        message:
          'Welcome back from PayPal. This browser tab no longer holds the link to your gift, so we cannot show it here: open the link in your latest email from us, or ask for a fresh one below.',
      });
      return;
    }
    if (!MANAGE_TOKEN_PATTERN.test(token)) {
      setState({
        status: 'refused',
        problem: 'LINK_INCOMPLETE',
        message:
          'Part of this link is missing. Some email programs break a long link across two lines: try the link in the email again, or ask for a fresh one below.',
      });
      return;
    }
    view.mutate(
      { token },
      {
        onSuccess: (gift) => setState({ status: 'open', gift }),
        onError: (error) =>
          setState(
            linkProblemOf(error) ?? {
              status: 'refused',
              problem: 'UNREACHABLE',
              message: 'We could not reach our server just now. Please try again in a few minutes.',
            },
          ),
      },
    );
    // Only when the page opens: later tokens come from the API's answers.
  }, []);

  /** Shows the gift as a change left it, and moves the address to its next link. */
  const changed = useCallback(
    (gift: ManagedMonthlyGift) => {
      setState({ status: 'open', gift });
      setParams({ [MANAGE_GIFT_TOKEN_PARAM]: gift.token }, { replace: true });
    },
    [setParams],
  );

  /** A change refused because of the link: the page then explains and offers a fresh one. */
  const refused = useCallback((error: unknown) => {
    const problem = linkProblemOf(error);
    if (problem) setState(problem);
    return problem !== null;
  }, []);

  return { state, changed, refused, returned };
}
