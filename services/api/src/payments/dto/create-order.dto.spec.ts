import { CHARITY_EMAIL_NOTICE_VERSION } from '@solar/shared-contracts';
import { ArgumentMetadata } from '@nestjs/common';
import { ApiValidationPipe } from '../../kit/validation';
import { CreateOrderDto } from './create-order.dto';

const pipe = new ApiValidationPipe();
const metadata: ArgumentMetadata = { type: 'body', metatype: CreateOrderDto };
const valid = { amount: 25, currency: 'GBP', intent: 'CAPTURE' };

/** The messages the global pipe answers with, or the validated DTO. */
async function check(body: Record<string, unknown>): Promise<CreateOrderDto | string[]> {
  try {
    return (await pipe.transform(body, metadata)) as CreateOrderDto;
  } catch (error) {
    return (error as { getResponse(): { message: string[] } }).getResponse().message;
  }
}

describe('CreateOrderDto', () => {
  it('accepts a general gift and normalises intent, email and name', async () => {
    const dto = await check({
      ...valid,
      amount: 10.1,
      intent: 'capture',
      donorEmail: '  Amina@Example.ORG ',
      donorName: '  Amina Khan ',
      emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
      projectId: null,
    });
    expect(dto).toBeInstanceOf(CreateOrderDto);
    expect(dto).toMatchObject({
      amount: 10.1,
      intent: 'CAPTURE',
      donorEmail: 'amina@example.org',
      donorName: 'Amina Khan',
      emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
      projectId: null,
    });
  });

  it('treats a blank email or name as none', async () => {
    expect(await check({ ...valid, donorEmail: '  ', donorName: '' })).toMatchObject({
      donorEmail: undefined,
      donorName: undefined,
    });
  });

  it.each([
    [{ amount: '25' }, 'amount must be a number of pounds, e.g. 25 or 25.50'],
    [{ amount: undefined }, 'amount is required'],
    [{ amount: 10.001 }, 'amount must have at most two decimal places'],
    [{ amount: 0.99 }, 'amount must be at least £1'],
    [{ amount: 50_000.01 }, 'amount must be at most £50,000; for a larger gift please give by bank transfer'],
    [{ currency: 'USD' }, 'currency must be GBP'],
    [{ currency: 'gbp' }, 'currency must be GBP'],
    [{ intent: 'AUTHORIZE' }, 'intent must be CAPTURE'],
    [{ intent: undefined }, 'intent must be CAPTURE'],
    [{ projectId: 0 }, 'projectId must be a positive whole number or null'],
    [{ projectId: 1.5 }, 'projectId must be a positive whole number or null'],
    [{ projectId: '1' }, 'projectId must be a positive whole number or null'],
    [{ donorEmail: 'not-an-email' }, 'Please enter a valid email address'],
    [{ donorName: 'a'.repeat(256) }, 'Name must be at most 255 characters'],
    [{ emailOptOut: 'yes' }, 'emailOptOut must be a boolean'],
    [{ isAdmin: true }, 'property isAdmin should not exist'],
  ])('refuses %p', async (overrides, message) => {
    expect(await check({ ...valid, ...overrides })).toEqual([message]);
  });
});
