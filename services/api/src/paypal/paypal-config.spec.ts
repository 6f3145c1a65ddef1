import { isPaypalApprovalUrl, type PaypalConfig, paypalApprovalOrigin, readPaypalConfig } from './paypal-config';

function read(env: NodeJS.ProcessEnv) {
  const problems: string[] = [];
  const config = readPaypalConfig(env, problems);
  return { config, problems };
}

const credentials = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' };

describe('readPaypalConfig', () => {
  it('is not configured without credentials', () => {
    expect(read({})).toEqual({ config: null, problems: [] });
  });

  it('defaults to PayPal sandbox', () => {
    expect(read(credentials)).toEqual({
      config: {
        clientId: 'id',
        clientSecret: 'secret',
        environment: 'sandbox',
        apiBaseUrl: 'https://api-m.sandbox.paypal.com',
        redirected: false,
        timeoutMs: 10_000,
      },
      problems: [],
    });
  });

  it('uses PayPal live', () => {
    expect(read({ ...credentials, PAYPAL_ENVIRONMENT: 'live' }).config).toMatchObject({
      environment: 'live',
      apiBaseUrl: 'https://api-m.paypal.com',
      redirected: false,
    });
  });

  it('redirects to a simulator and hands the browser its SDK', () => {
    const { config } = read({
      ...credentials,
      PAYPAL_API_BASE_URL: 'http://localhost:4290/',
      PAYPAL_SDK_BASE_URL: 'http://localhost:4290/sdk/js',
      PAYPAL_WEBHOOK_ID: 'WH-1',
      PAYPAL_PLAN_ID: 'P-1',
    });
    expect(config).toMatchObject({
      apiBaseUrl: 'http://localhost:4290',
      redirected: true,
      sdkBaseUrl: 'http://localhost:4290/sdk/js',
      webhookId: 'WH-1',
      planId: 'P-1',
    });
  });

  it('names every bad variable', () => {
    expect(read({ PAYPAL_CLIENT_ID: 'id' }).problems).toEqual([
      'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together',
    ]);
    expect(read({ ...credentials, PAYPAL_ENVIRONMENT: 'production' }).problems).toEqual([
      'PAYPAL_ENVIRONMENT must be sandbox or live, got "production"',
    ]);
    expect(read({ ...credentials, PAYPAL_API_BASE_URL: 'localhost:4290' }).problems[0]).toMatch(
      /PAYPAL_API_BASE_URL must be an absolute/,
    );
    expect(
      read({ ...credentials, PAYPAL_ENVIRONMENT: 'live', PAYPAL_API_BASE_URL: 'http://localhost:4290' }).problems[0],
    ).toMatch(/cannot be used with PAYPAL_ENVIRONMENT=live/);
  });
});

describe('the approval origin', () => {
  const configOf = (env: NodeJS.ProcessEnv) => readPaypalConfig({ ...credentials, ...env }, []) as PaypalConfig;

  it('is PayPal’s own site for each environment, and the simulator’s browser address when redirected', () => {
    expect(paypalApprovalOrigin(configOf({}))).toBe('https://www.sandbox.paypal.com');
    expect(paypalApprovalOrigin(configOf({ PAYPAL_ENVIRONMENT: 'live' }))).toBe('https://www.paypal.com');
    expect(
      paypalApprovalOrigin(
        configOf({
          PAYPAL_API_BASE_URL: 'http://paypal-sim:4290',
          PAYPAL_SDK_BASE_URL: 'http://localhost:4290/sdk/js',
        }),
      ),
    ).toBe('http://localhost:4290');
    expect(paypalApprovalOrigin(configOf({ PAYPAL_API_BASE_URL: 'http://localhost:4290' }))).toBe(
      'http://localhost:4290',
    );
  });

  it('accepts only links on that origin', () => {
    const live = configOf({ PAYPAL_ENVIRONMENT: 'live' });
    expect(isPaypalApprovalUrl(live, 'https://www.paypal.com/webapps/billing/subscriptions/update?ba_token=BA-1')).toBe(
      true,
    );
    for (const href of [
      'http://www.paypal.com/webapps/billing',
      'https://www.paypal.com.evil.example/webapps',
      'https://evil.example/?https://www.paypal.com',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(isPaypalApprovalUrl(live, href)).toBe(false);
  });
});
