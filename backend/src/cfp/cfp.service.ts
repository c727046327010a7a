import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { proposalReceivedMail } from '../mail/templates.js';
import { PrismaService } from '../prisma/database.js';
import { SettingsService } from '../settings/settings.service.js';
import type { ProposalDto } from './proposal.dto.js';

export const CFP_CLOSED = 'The call for speakers is closed.';

@Injectable()
export class CfpService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly settings: SettingsService,
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stores a proposal as pending and mails the proposer a confirmation, in one transaction. */
  async submit(dto: ProposalDto) {
    if (!(await this.settings.get()).accepting_cfp) throw new ForbiddenException(CFP_CLOSED);
    const [proposal, mailId] = await this.prisma.$transaction(async (tx) => {
      const account = await tx.user.findUnique({ where: { email: dto.email }, select: { id: true } });
      const row = await tx.proposal.create({ data: { ...dto, status: 'pending', user_id: account?.id ?? null } });
      const id = await this.outbox.add(
        tx,
        proposalReceivedMail({
          to: row.email,
          speakerName: row.speaker_name,
          title: row.title,
          productName: this.config.productName,
          publicUrl: this.config.publicUrl,
        }),
      );
      return [row, id] as const;
    });
    this.outbox.committed([mailId]);
    return { id: proposal.id, status: proposal.status };
  }
}
