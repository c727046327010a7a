// Bulk decisions: many proposals accepted or rejected at once, each speaker mailed from an organiser's template. The
// preview renders each mail exactly as it will be sent; deciding writes the statuses and hands each speaker's mail
// (as previewed) and notice to the event outbox in one transaction; the sending is followed per batch.
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { fieldError } from '../http/api-error.js';
import { formatSlot } from '../common/event-time.js';
import { languageOr } from '../i18n/languages.js';
import { readTranslations, resolved, translationsOf } from '../i18n/translations.js';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DomainEvents } from '../events/domain-events.js';
import type { Tx } from '../events/changes.service.js';
import type { DecisionTemplate } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { SendingProgress } from '../mail/sending-progress.js';
import { checkPlaceholders, renderWrittenMail, WRITTEN_TEXTS as TEMPLATE_TEXTS, type MailValues } from '../mail/written-mail.js';
import type { DecisionDto, TemplateDto, UpdateTemplateDto } from './review.dto.js';
import type { DecisionProgress } from '../views/decision.view.js';
import { text } from '../i18n/error-text.js';

type Decision = DecisionDto['decision'];

export const toTemplateView = (t: DecisionTemplate) => ({
  id: t.id,
  name: t.name,
  decision: t.decision as Decision,
  subject: t.subject,
  body: t.body,
  ...translationsOf(t, TEMPLATE_TEXTS),
  updated_at: t.updated_at.toISOString(),
});

@Injectable()
export class DecisionsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
    private readonly sending: SendingProgress,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async templates() {
    return (await this.prisma.decisionTemplate.findMany({ orderBy: [{ decision: 'asc' }, { id: 'asc' }] })).map(toTemplateView);
  }

  createTemplate(actor: AuthUser, dto: TemplateDto) {
    checkPlaceholders(dto);
    return this.audit.change(actor, 'review', async (tx) => {
      const row = toTemplateView(await tx.decisionTemplate.create({ data: dto }));
      return { result: row, record: { action: 'create', entityId: row.id, summary: `Decision mail '${row.name}'`, before: null, after: row } };
    });
  }

  updateTemplate(actor: AuthUser, id: number, dto: UpdateTemplateDto) {
    checkPlaceholders(dto);
    return this.audit.change(actor, 'review', async (tx) => {
      const before = await tx.decisionTemplate.findUnique({ where: { id } });
      if (!before) throw new NotFoundException(/*i18n*/ 'Template not found');
      const row = toTemplateView(await tx.decisionTemplate.update({ where: { id }, data: dto }));
      return { result: row, record: { action: 'update', entityId: id, summary: `Decision mail '${row.name}'`, before: toTemplateView(before), after: row } };
    });
  }

  deleteTemplate(actor: AuthUser, id: number) {
    return this.audit.change(actor, 'review', async (tx) => {
      const before = await tx.decisionTemplate.findUnique({ where: { id } });
      if (!before) throw new NotFoundException(/*i18n*/ 'Template not found');
      await tx.decisionTemplate.delete({ where: { id } });
      return {
        result: undefined,
        record: { action: 'delete', entityId: id, summary: `Decision mail '${before.name}'`, before: toTemplateView(before), after: null },
      };
    });
  }

  /** The exact mail each speaker would receive, and the proposals that cannot take this decision (and why). */
  preview(dto: DecisionDto) {
    return this.prisma.$transaction((tx) => this.prepare(tx, dto));
  }

  /**
   * Decides every pending proposal of the list in one transaction; each speaker's mail (rendered as previewed) and
   * notice follow through the event outbox, so none is lost and none is sent for a decision that rolled back.
   */
  async decide(actor: AuthUser, dto: DecisionDto) {
    const result = await this.audit.change(actor, 'proposal', async (tx, announce) => {
      const { mails, skipped, notes } = await this.prepare(tx, dto);
      const batch = await tx.decisionBatch.create({ data: { decision: dto.decision, total: 0, actor_id: actor.id } });
      const decided: number[] = [];
      for (const mail of mails) {
        const claimed = await tx.proposal.updateMany({
          where: { id: mail.proposal_id, status: 'pending' },
          data: { status: dto.decision, review_notes: notes.get(mail.proposal_id) || null, reviewed_at: new Date() },
        });
        if (claimed.count === 0) {
          skipped.push({ proposal_id: mail.proposal_id, reason: 'Decided by someone else meanwhile' });
          continue;
        }
        decided.push(mail.proposal_id);
        announce('proposal.decided', {
          proposalId: mail.proposal_id,
          decision: dto.decision,
          mail: { subject: mail.subject, text: mail.text },
          batchId: batch.id,
        });
      }
      if (decided.length === 0) throw new ConflictException(/*i18n*/ 'None of these proposals is pending');
      await tx.decisionBatch.update({ where: { id: batch.id }, data: { total: decided.length } });
      announce('review.changed', { proposalIds: decided });
      const summary = `${decided.length} proposal(s) ${dto.decision} in bulk`;
      const record = {
        action: 'bulk-review',
        entityId: `batch-${batch.id}`,
        summary,
        before: { status: 'pending', proposal_ids: decided },
        after: { status: dto.decision },
      };
      return { result: { batch_id: batch.id, decided, skipped }, record };
    });
    this.follow(result.batch_id);
    return { ...(await this.progress(result.batch_id)), decided: result.decided, skipped: result.skipped };
  }

  async progress(batchId: number): Promise<DecisionProgress> {
    const batch = await this.prisma.decisionBatch.findUnique({ where: { id: batchId } });
    if (!batch) throw new NotFoundException(/*i18n*/ 'Decision batch not found');
    const { sent, failed } = await this.sending.counts({ batch_id: batchId });
    return { batch_id: batch.id, decision: batch.decision as Decision, total: batch.total, sent, failed, done: sent + failed >= batch.total };
  }

  /** Admins' consoles see the sending move: this replica pushes the batch's progress as it changes, until it is done. */
  private follow(batchId: number) {
    this.sending.follow(
      () => this.progress(batchId),
      (progress) => this.events.emit('decisions.progress', progress),
    );
  }

  private async prepare(tx: Tx, dto: DecisionDto) {
    const template = await tx.decisionTemplate.findUnique({ where: { id: dto.template_id } });
    if (!template) throw fieldError('body', 'template_id', /*i18n*/ 'There is no such template');
    if (template.decision !== dto.decision)
      throw fieldError('body', 'template_id', text(/*i18n*/ 'This template is for {decision} proposals', { decision: template.decision }));
    const given = dto.notes ?? {};
    for (const [key, value] of Object.entries(given)) {
      if (typeof value !== 'string' || value.length > 5000)
        throw fieldError('body', 'notes', text(/*i18n*/ 'The note for proposal {key} must be text of at most 5000 characters', { key }));
    }
    const ids = [...new Set(dto.proposal_ids)];
    const proposals = await tx.proposal.findMany({
      where: { id: { in: ids } },
      include: { session: true, user: { select: { language: true } }, reviews: { select: { speaker_note: true }, orderBy: { id: 'asc' } } },
    });
    const byId = new Map(proposals.map((p) => [p.id, p]));
    const mails: { proposal_id: number; to: string; subject: string; text: string }[] = [];
    const skipped: { proposal_id: number; reason: string }[] = [];
    const notes = new Map<number, string>();
    for (const id of ids) {
      const proposal = byId.get(id);
      if (!proposal) {
        skipped.push({ proposal_id: id, reason: 'Proposal not found' });
        continue;
      }
      if (proposal.status !== 'pending') {
        skipped.push({ proposal_id: id, reason: `A proposal that is ${proposal.status} cannot be ${dto.decision}` });
        continue;
      }
      const note = typeof given[String(id)] === 'string' ? (given[String(id)] as string).trim() : joinNotes(proposal.reviews);
      notes.set(id, note);
      // In the speaker's account's language when the template has it there (else English).
      const language = languageOr(proposal.user?.language);
      const values: MailValues = {
        name: proposal.speaker_name,
        title: proposal.title,
        slot: proposal.session ? formatSlot(proposal.session.start_time, proposal.session.end_time, language) : '',
        room: proposal.scheduled_room ?? proposal.session?.room ?? '',
        notes: note,
        product: this.config.productName,
        dashboard: `${this.config.publicUrl}/speaker`,
      };
      const inTheirs = resolved(template, readTranslations(template.translations, TEMPLATE_TEXTS), language, TEMPLATE_TEXTS);
      mails.push({ proposal_id: id, to: proposal.email, ...renderWrittenMail(inTheirs, values) });
    }
    return { mails, skipped, notes };
  }
}

/** The reviewers' notes for the speaker, one paragraph each. */
const joinNotes = (reviews: { speaker_note: string | null }[]) =>
  reviews
    .map((r) => r.speaker_note?.trim())
    .filter(Boolean)
    .join('\n\n');
