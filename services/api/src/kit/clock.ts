import { Injectable } from '@nestjs/common';

/** The time sessions and lockouts are measured by; a test moves it instead of waiting 30 minutes. */
@Injectable()
export class Clock {
  now(): number {
    return Date.now();
  }
}
