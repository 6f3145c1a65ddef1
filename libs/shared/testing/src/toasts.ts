import { screen, waitFor, within } from '@testing-library/react';

type LiveRole = 'status' | 'alert';

/** The notifications area ToastProvider keeps in the page: one polite (status) and one assertive (alert) region. */
export function notifications(): HTMLElement {
  return screen.getByRole('region', { name: 'Notifications' });
}

/**
 * Waits for the toast titled `title` and gives the live region its words were placed in: `role=status`, or
 * `role=alert` for a destructive toast.
 */
export async function findToast(title: string | RegExp): Promise<HTMLElement> {
  const words = await within(notifications()).findByText(title);
  const region = words.closest<HTMLElement>('[role="status"], [role="alert"]');
  if (!region) throw new Error(`The toast "${words.textContent}" is in no live region`);
  return region;
}

/** The page's own element of `role`, leaving out the notifications area's permanent regions. */
export function getOwnByRole(role: LiveRole): HTMLElement {
  const area = screen.queryByRole('region', { name: 'Notifications' });
  const own = screen.getAllByRole(role).filter((element) => !area?.contains(element));
  if (own.length !== 1) throw new Error(`Expected one ${role} outside the notifications area, found ${own.length}`);
  return own[0];
}

/** Waits for the page's own element of `role` (see getOwnByRole). */
export function findOwnByRole(role: LiveRole): Promise<HTMLElement> {
  return waitFor(() => getOwnByRole(role));
}
