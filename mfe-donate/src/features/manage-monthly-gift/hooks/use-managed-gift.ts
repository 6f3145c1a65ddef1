import { useCallback, useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  MANAGE_GIFT_TOKEN_PARAM,
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

/** Why a request with the link was refused, as the page says it; null when it is not about the link. */
export function linkProblemOf(error: unknown): Extract<LinkState, { status: 'refused' }> | null {
  const code = error instanceof ApiError ? error.body?.error : undefined;
  const problem = LINK_PROBLEMS.find((known) => known === code);
  return problem ? { status: 'refused', problem, message: errorMessage(error) } : null;
}

/**
 * The gift the link in the address opens. The page is drawn without it first (it is prerendered with no link), then
 * reads the token and asks the API. After each change the API answers the next link: it replaces the one in the
 * address, so a reload keeps working, and the link in the email now says it was used.
 */
export function useManagedGift() {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<LinkState>({ status: 'opening' });
  const view = useMutation({ mutationFn: viewMonthlyGift });
  const token = params.get(MANAGE_GIFT_TOKEN_PARAM)?.trim() ?? '';

  useEffect(() => {
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

  return { state, changed, refused };
}
