import { BadRequestException } from '@nestjs/common';
import { IsEmail, IsInt, IsOptional, IsString } from 'class-validator';
import { createValidationPipe } from './validation';

class ExampleDto {
  @IsEmail()
  email!: string;

  @IsOptional()
  @IsString()
  firstName?: string;

  @IsOptional()
  @IsInt()
  count?: number;
}

describe('createValidationPipe', () => {
  const pipe = createValidationPipe();
  const metadata = { type: 'body' as const, metatype: ExampleDto };

  it('turns a valid payload into its DTO class', async () => {
    const value = await pipe.transform({ email: 'a@example.org', firstName: 'Amina' }, metadata);
    expect(value).toBeInstanceOf(ExampleDto);
    expect(value).toEqual({ email: 'a@example.org', firstName: 'Amina' });
  });

  it('refuses unknown fields', async () => {
    await expect(pipe.transform({ email: 'a@example.org', isAdmin: true }, metadata)).rejects.toThrow(
      BadRequestException,
    );
  });

  it('leaves path parameters as raw strings for their own pipes', async () => {
    expect(await pipe.transform('1e3', { type: 'param', metatype: Number, data: 'id' })).toBe('1e3');
  });

  it('lists every broken rule', async () => {
    const error = await pipe.transform({ email: 'nope', count: 'x' }, metadata).catch((caught: unknown) => caught);
    expect((error as BadRequestException).getResponse()).toMatchObject({
      statusCode: 400,
      message: expect.arrayContaining(['email must be an email', 'count must be an integer number']),
    });
  });
});

describe('createValidationPipe, one message per field', () => {
  class RequiredDto {
    @IsString({ message: 'name must be text' })
    @IsEmail({}, { message: 'name must be an email' })
    name!: string;
  }

  it('reports only the first broken rule of a field', async () => {
    const error = await createValidationPipe()
      .transform({}, { type: 'body', metatype: RequiredDto })
      .catch((caught: unknown) => caught);
    expect(((error as BadRequestException).getResponse() as { message: string[] }).message).toHaveLength(1);
  });
});

describe('createValidationPipe, messages by field', () => {
  class FormDto {
    @IsString({ message: 'Name must be text' })
    name!: string;

    @IsEmail({}, { message: 'Please enter a valid email address' })
    email!: string;
  }

  it('names the field each message belongs to, beside the flat list', async () => {
    const error = await createValidationPipe()
      .transform({ name: 3, email: 'nope' }, { type: 'body', metatype: FormDto })
      .catch((caught: unknown) => caught);
    expect((error as BadRequestException).getResponse()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: ['Name must be text', 'Please enter a valid email address'],
      fieldErrors: { name: ['Name must be text'], email: ['Please enter a valid email address'] },
    });
  });
});
