import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ApiErrorBody } from '@solar/shared-contracts';

export class ApiErrorBodyDto implements ApiErrorBody {
  @ApiProperty({ example: 404 })
  statusCode!: number;

  @ApiProperty({ example: 'Not Found' })
  error!: string;

  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: 'Project 99 was not found',
  })
  message!: string | string[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { email: ['Please enter a valid email address'] },
    description: "A refused body (400): each field's messages under its name",
  })
  fieldErrors?: Record<string, string[]>;

  @ApiPropertyOptional({
    example: 'code-required',
    description:
      'A machine-readable reason where a client acts on it: staff sign-in answers code-required or code-refused',
  })
  reason?: string;
}
