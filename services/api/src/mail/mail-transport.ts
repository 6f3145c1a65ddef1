import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { MAIL_CONFIG, type MailConfig } from './mail-config';

/** A relay that does not connect, greet or answer within this is a failed attempt, retried later. */
export const SMTP_TIMEOUT_MS = 10_000;

export type OutgoingEmail = Mail.Options;

/**
 * The one way out: nodemailer over SMTP_URL (decision 024). One connection per message, no pool: the worker
 * sends a handful at a time, and a relay that dropped a kept connection would only cost a failed attempt.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter | null;

  constructor(@Inject(MAIL_CONFIG) mail: MailConfig) {
    const url = mail.mode === 'smtp' ? mail.smtpUrl : null;
    this.transporter = url
      ? createTransport({
          url,
          pool: false,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        })
      : null;
  }

  async send(email: OutgoingEmail): Promise<void> {
    if (!this.transporter) throw new Error('Email is off (MAIL_MODE=off)');
    await this.transporter.sendMail(email);
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
  }
}
