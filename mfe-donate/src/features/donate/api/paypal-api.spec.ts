import { approveHref, isPaypalApprovalUrl } from './paypal-api';

describe('isPaypalApprovalUrl', () => {
  it('accepts only addresses on the approval origin the API names', () => {
    const origin = 'https://www.paypal.com';
    expect(
      isPaypalApprovalUrl('https://www.paypal.com/webapps/billing/subscriptions/update?ba_token=BA-1', origin),
    ).toBe(true);
    for (const href of [
      'http://www.paypal.com/webapps/billing',
      'https://www.paypal.com.evil.example/webapps/billing',
      'https://evil.example/webapps/billing?next=https://www.paypal.com',
      'javascript:alert(document.cookie)',
      '//evil.example/x',
      '',
    ])
      expect(isPaypalApprovalUrl(href, origin)).toBe(false);
    expect(isPaypalApprovalUrl('http://localhost:4290/webapps/billing', 'http://localhost:4290')).toBe(true);
    expect(isPaypalApprovalUrl('https://www.paypal.com/x', 'not an origin')).toBe(false);
  });
});

describe('approveHref', () => {
  const self = { rel: 'self', href: 'https://api-m.paypal.com/v2/checkout/orders/5O1', method: 'GET' };

  it("follows an order's payer-action link (experience_context) or an older approve link", () => {
    const checkout = 'https://www.paypal.com/checkoutnow?token=5O1';
    expect(approveHref([self, { rel: 'payer-action', href: checkout, method: 'GET' }])).toBe(checkout);
    expect(approveHref([self, { rel: 'approve', href: checkout, method: 'GET' }])).toBe(checkout);
  });

  it('answers null when PayPal sent no link for the donor', () => {
    expect(approveHref([self])).toBeNull();
    expect(approveHref(undefined)).toBeNull();
  });
});
