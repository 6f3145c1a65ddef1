import { BadRequestException, NotFoundException } from '@nestjs/common';
import { toApiErrorBody } from './api-exception.filter';

describe('toApiErrorBody', () => {
  it('keeps the status, error and message of an HttpException', () => {
    expect(toApiErrorBody(new NotFoundException('Project 99 was not found'))).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Project 99 was not found',
    });
    expect(toApiErrorBody(new BadRequestException(['a must be a string']))).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: ['a must be a string'],
    });
  });

  it('passes on exposed client errors from Express middleware', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, expose: true });
    expect(toApiErrorBody(tooLarge)).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'Request body is larger than 100 KB' });
  });

  it('hides the details of anything else behind a 500', () => {
    expect(toApiErrorBody(new Error('ER_ACCESS_DENIED for root@10.0.0.3'))).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal server error',
    });
  });
});
