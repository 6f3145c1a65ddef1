import request from 'supertest';
import { createSimApp } from './app';
import { createOrder } from './orders';
import { SimStore } from './store';
import { TEST_CONFIG } from './test-sim';

function appWithOrder(
  context: Record<string, unknown> = {
    return_url: 'http://localhost:4200/donate/thanks?project=7',
    cancel_url: 'http://localhost:4200/donate',
  },
) {
  const store = new SimStore();
  const order = createOrder({
    intent: 'CAPTURE',
    purchase_units: [{ amount: { currency_code: 'GBP', value: '12.50' } }],
    application_context: context,
  });
  store.orders.set(order.id, order);
  return { app: createSimApp(TEST_CONFIG, store), order };
}

describe('the buyer approval page', () => {
  it('shows the amount with Approve and Cancel buttons', async () => {
    const { app, order } = appWithOrder();
    const page = await request(app).get(`/checkoutnow?token=${order.id}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('PayPal sandbox simulator');
    expect(page.text).toContain('£12.50');
    expect(page.text).toContain(`action="/checkoutnow/${order.id}/approve"`);
    expect(page.text).toMatch(/<button type="submit"[^>]*>Approve payment<\/button>/);
    expect(page.text).toMatch(/<button type="submit"[^>]*>Cancel<\/button>/);
    expect(page.text).toContain('<html lang="en-GB">');
  });

  it('approves the order and returns the buyer with token and PayerID', async () => {
    const { app, order } = appWithOrder();
    const response = await request(app).post(`/checkoutnow/${order.id}/approve`);
    expect(response.status).toBe(303);
    const target = new URL(response.headers['location'] as string);
    expect(target.pathname).toBe('/donate/thanks');
    expect(target.searchParams.get('project')).toBe('7');
    expect(target.searchParams.get('token')).toBe(order.id);
    expect(target.searchParams.get('PayerID')).toBe(order.buyer?.payerId);
    expect(order.status).toBe('APPROVED');
  });

  it('sends a cancelling buyer to cancel_url with the token and leaves the order unapproved', async () => {
    const { app, order } = appWithOrder();
    const response = await request(app).post(`/checkoutnow/${order.id}/cancel`);
    expect(response.headers['location']).toBe(`http://localhost:4200/donate?token=${order.id}`);
    expect(order.status).toBe('CREATED');
  });

  it('says so when the order has no return URL or does not exist', async () => {
    const { app, order } = appWithOrder({});
    const approved = await request(app).post(`/checkoutnow/${order.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.text).toContain('You approved the payment');
    expect((await request(app).get('/checkoutnow?token=NOPE')).status).toBe(404);
  });
});
