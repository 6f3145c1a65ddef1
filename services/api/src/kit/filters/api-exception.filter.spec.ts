import { BadRequestException, NotFoundException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
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

  it('passes on exposed client errors from reading the body', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, expose: true });
    expect(toApiErrorBody(tooLarge)).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Request body is larger than 100 KB',
    });
  });

  it('hides the details of anything else behind a 500', () => {
    expect(toApiErrorBody(new Error('ER_ACCESS_DENIED for root@10.0.0.3'))).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal server error',
    });
  });

  it('answers 503, not 500, when the database cannot be reached', () => {
    const unavailable = {
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The database is unavailable, please try again shortly',
    };
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), {
      code: 'ECONNREFUSED',
      errno: -111,
    });
    expect(toApiErrorBody(refused)).toEqual(unavailable);
    const lost = Object.assign(new Error('Connection lost: The server closed the connection.'), {
      code: 'PROTOCOL_CONNECTION_LOST',
      fatal: true,
    });
    expect(toApiErrorBody(new QueryFailedError('SELECT 1', [], lost))).toEqual(unavailable);
    expect(toApiErrorBody(new Error('Pool is closed.'))).toEqual(unavailable);
  });
});
