/** GET /api/staff/subscribers/export.csv: the active subscribers, downloaded by the browser with the session cookie. */
export const SUBSCRIBERS_CSV_URL = '/api/staff/subscribers/export.csv';
export const SUBSCRIBERS_CSV_FILE_NAME = 'newsletter-subscribers.csv';
