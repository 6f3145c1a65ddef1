import { isPaypalApprovalUrl } from './paypal-api';

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
