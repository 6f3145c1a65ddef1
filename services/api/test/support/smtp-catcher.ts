import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CaughtEmail = { envelopeTo: string[]; mail: ParsedMail };

/**
 * A real SMTP server in this process (smtp-server), for the API's worker to send to: every accepted message is
 * parsed (mailparser) and kept. `refuse` makes it answer 451 to every message, as a relay that is down for mail.
 */
export class SmtpCatcher {
  readonly emails: CaughtEmail[] = [];
  refuse = false;
  private server: SMTPServer | null = null;
  private port = 0;

  async start(port = 0): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        if (this.refuse) {
          stream.resume();
          stream.on('end', () =>
            callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 })),
          );
          return;
        }
        simpleParser(stream)
          .then((mail) => {
            this.emails.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Emails to one address. */
  to(address: string): CaughtEmail[] {
    return this.emails.filter((email) => email.envelopeTo.includes(address));
  }

  /** Resolves once `count` emails have arrived, or rejects after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 10_000): Promise<CaughtEmail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.emails.length < count) {
      if (Date.now() > deadline) throw new Error(`Expected ${count} emails, caught ${this.emails.length}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this.emails;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
