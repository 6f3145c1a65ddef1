import { Injectable } from '@nestjs/common';

/** Set once SIGTERM/SIGINT arrives: readiness answers 503 and responses close their connection. */
@Injectable()
export class ShutdownState {
  private drainingSince: number | undefined;

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  beginDraining(): void {
    this.drainingSince ??= Date.now();
  }
}
