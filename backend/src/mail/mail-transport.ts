// Sends one message: over SMTP when SMTP_URL is set, otherwise as an .eml file under DATA_DIR/mail (and a log line),
// so a local run shows every mail it would have sent. Like any mail server, the file transport refuses for good
// (550) an address under the reserved `.invalid` domain (RFC 2606), which no mail can ever reach.
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { MailMessage } from './letter.js';

@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transporter: Transporter;
  private readonly fileDir?: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.mail.smtpUrl) {
      // Bounded so a send always ends within a claimed row's lease (MAIL_LEASE_SECONDS, 45 s: 10 + 10 + 20 s here).
      const ninth = config.mail.leaseMs / 9;
      this.transporter = nodemailer.createTransport({
        url: config.mail.smtpUrl,
        connectionTimeout: 2 * ninth,
        greetingTimeout: 2 * ninth,
        socketTimeout: 4 * ninth,
        dnsTimeout: Math.min(5_000, ninth),
      });
    } else {
      this.fileDir = path.join(config.dataDir, 'mail');
      this.transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  async send(message: MailMessage, messageId: string): Promise<void> {
    const domain = message.to.split('@').pop() ?? '';
    if (this.fileDir && /(^|\.)invalid$/i.test(domain)) {
      throw Object.assign(new Error(`550 5.1.2 ${domain}: no such domain`), { responseCode: 550 });
    }
    const info = await this.transporter.sendMail({
      from: this.config.mail.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? undefined,
      attachments: message.attachments?.map((a) => ({ filename: a.filename, contentType: a.content_type, content: a.content, encoding: a.encoding })),
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
