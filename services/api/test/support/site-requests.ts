/** The shell's origin the built API is started with in these tests (its SHELL_ORIGIN). */
export const SHELL_ORIGIN = 'http://localhost:4200';

export type JsonAnswer = { status: number; body: Record<string, unknown> };

/** A JSON POST to a running API as the site's own pages send it (Origin and Content-Type). */
export async function postFromSite(port: number, path: string, body: unknown): Promise<JsonAnswer> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { Origin: SHELL_ORIGIN, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export const contactMessage = (email: string) => ({
  name: 'Amina Khan',
  email,
  subject: 'Solar for our school',
  message: 'We would like to hear more about your work.',
});

export const newsletterSignUp = (email: string) => ({
  email,
  firstName: 'Amina',
  subscriptionSource: 'website',
  consentGiven: true,
});
