// Sends one message: over SMTP when SMTP_URL is set, otherwise as an .eml file under DATA_DIR/mail (and a log line),
// so a local run shows every mail it would have sent.
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { MailMessage } from './templates.js';

@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transporter: Transporter;
  private readonly fileDir?: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.mail.smtpUrl) {
      this.transporter = nodemailer.createTransport(config.mail.smtpUrl);
    } else {
      this.fileDir = path.join(config.dataDir, 'mail');
      this.transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  async send(message: MailMessage, messageId: string): Promise<void> {
    const info = await this.transporter.sendMail({
      from: this.config.mail.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? undefined,
      attachments: message.attachments?.map((a) => ({ filename: a.filename, contentType: a.content_type, content: a.content })),
      messageId,
    });
    if (this.fileDir) {
      mkdirSync(this.fileDir, { recursive: true });
      const file = path.join(this.fileDir, `${Date.now()}-${message.template}-${messageId.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '')}.eml`);
      writeFileSync(file, (info as { message: Buffer }).message);
      this.logger.log(`Mail "${message.subject}" to ${message.to} written to ${file}`);
    }
  }

  onModuleDestroy() {
    this.transporter.close();
  }
}
