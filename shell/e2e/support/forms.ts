import type { Locator, Page } from 'playwright-core';

/** A field by its label: the whole label, give or take the required marker and "(optional)". */
export function labelled(label: string): RegExp {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^\\s*${escaped}\\s*(\\*|\\(optional\\))?\\s*$`);
}

/**
 * A toast by its title: its words in the shell's notifications area, in the polite live region (status) or, for a
 * destructive toast, the assertive one (alert). Both regions are always in the page; only one holds the words.
 */
export function toast(page: Page, title: string): Locator {
  return page.locator('[aria-label="Notifications"] [role="status"], [aria-label="Notifications"] [role="alert"]', {
    hasText: title,
  });
}

/** A complete volunteer application by field label; pass what a test needs to differ. */
export function volunteerAnswers(email: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'First name': 'Amina',
    'Last name': 'Khan',
    Email: email,
    Phone: '+92 300 1234567',
    'Date of birth': '1990-05-14',
    Occupation: 'Electrician',
    'Street address': '12 Mall Road',
    City: 'Karachi',
    'Postal code': '74000',
    Skills: 'Wiring and panel mounting',
    'Areas of interest': 'Field installation',
    Availability: 'Two weeks in winter',
    'Why would you like to volunteer with us?': 'To keep schools open through the heat',
    'Emergency contact name': 'Bilal Khan',
    'Emergency contact phone': '+92 300 7654321',
    'Relationship to you': 'Brother',
    ...overrides,
  };
}

/** Fills the volunteer form's text fields and picks Sindh; the checkboxes are each test's own. */
export async function fillVolunteerForm(form: Locator, answers: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(answers)) await form.getByLabel(labelled(label)).fill(value);
  await form.getByLabel(labelled('Province')).selectOption('Sindh');
}
