import { readSimConfig, refusalToStart } from './config';
import { sandboxRedirectAdapter } from './sandbox-redirect-adapter';

describe('simulator settings', () => {
  it('defaults to port 4290 on loopback, the sim credentials and no test hooks, ignoring a generic PORT', () => {
    expect(readSimConfig({ PORT: '8080' })).toEqual({
      port: 4290,
      host: '127.0.0.1',
      clientId: 'sim-client-id',
      clientSecret: 'sim-client-secret',
      webhookSecret: 'sim-webhook-secret',
      testHooks: false,
      revisionApprovalHours: 3,
      webhookId: 'SIM-WEBHOOK-ID',
      billingTickSeconds: 1,
      clockSpeed: 1,
    });
  });

  it('reads its PAYPAL_SIM_* variables', () => {
    expect(
      readSimConfig({
        PAYPAL_SIM_PORT: '4299',
        PAYPAL_SIM_HOST: '0.0.0.0',
        PAYPAL_SIM_CLIENT_ID: 'id',
        PAYPAL_SIM_CLIENT_SECRET: 'secret',
        PAYPAL_SIM_WEBHOOK_SECRET: 'hook',
        PAYPAL_SIM_PUBLIC_URL: 'http://localhost:4290/',
        PAYPAL_SIM_TEST_HOOKS: 'true',
        PAYPAL_SIM_WEBHOOK_URL: 'http://127.0.0.1:3000/paypal/webhook',
        PAYPAL_SIM_WEBHOOK_ID: 'sim-webhook',
        PAYPAL_SIM_BILLING_TICK_SECONDS: '5',
        PAYPAL_SIM_CLOCK_SPEED: '86400',
      }),
    ).toEqual({
      port: 4299,
      host: '0.0.0.0',
      clientId: 'id',
      clientSecret: 'secret',
      webhookSecret: 'hook',
      publicUrl: 'http://localhost:4290',
      testHooks: true,
      revisionApprovalHours: 3,
      webhookUrl: 'http://127.0.0.1:3000/paypal/webhook',
      webhookId: 'sim-webhook',
      billingTickSeconds: 5,
      clockSpeed: 86400,
    });
    expect(readSimConfig({ MONTHLY_AMOUNT_APPROVAL_HOURS: '5' }).revisionApprovalHours).toBe(5);
    expect(() => readSimConfig({ MONTHLY_AMOUNT_APPROVAL_HOURS: '0' })).toThrow(/MONTHLY_AMOUNT_APPROVAL_HOURS/);
    expect(() => readSimConfig({ PAYPAL_SIM_PORT: 'seventy' })).toThrow(/PAYPAL_SIM_PORT/);
  });

  it('turns test hooks on only for true (any case) and refuses anything but true or false', () => {
    expect(readSimConfig({ PAYPAL_SIM_TEST_HOOKS: 'false' }).testHooks).toBe(false);
    expect(readSimConfig({ PAYPAL_SIM_TEST_HOOKS: '' }).testHooks).toBe(false);
    expect(readSimConfig({ PAYPAL_SIM_TEST_HOOKS: ' TRUE ' }).testHooks).toBe(true);
    expect(() => readSimConfig({ PAYPAL_SIM_TEST_HOOKS: 'yes' })).toThrow(
      'PAYPAL_SIM_TEST_HOOKS must be true or false, got "yes"',
    );
  });

  it('refuses to run in production unless explicitly allowed', () => {
    expect(refusalToStart({ NODE_ENV: 'production' })).toMatch(/development and tests only/);
    expect(refusalToStart({ NODE_ENV: 'production', PAYPAL_SIM_ALLOW: 'true' })).toBeUndefined();
    expect(refusalToStart({ NODE_ENV: 'development' })).toBeUndefined();
    expect(refusalToStart({})).toBeUndefined();
  });
});

describe('the sandbox redirect adapter', () => {
  it('refuses to send anything that is not a PayPal sandbox API call', async () => {
    const adapter = sandboxRedirectAdapter('http://127.0.0.1:1');
    await expect(adapter({ url: 'https://api-m.paypal.com/v1/oauth2/token', headers: {} } as never)).rejects.toThrow(
      /refuses/,
    );
    await expect(
      adapter({ url: 'https://api-m.sandbox.paypal.com.evil.example/v1', headers: {} } as never),
    ).rejects.toThrow(/refuses/);
  });
});
