import { CONFIRMABLE_STATUSES } from '../views/proposal.view.js';
import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { AuditService } from '../audit/audit.service.js';
import { CalendarService } from '../calendar/calendar.service.js';
import { formatSlot } from '../common/event-time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Changes, type Announce } from '../events/changes.service.js';
import { DomainEvents, type DomainEventMap } from '../events/domain-events.js';
import { EventRelay } from '../events/event-relay.service.js';
import type { Prisma, Proposal, Session } from '../generated/prisma/client.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { proposalDecisionMail, writtenDecisionMail, type ProposalDecision } from '../mail/templates.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { PrismaService } from '../prisma/database.js';
import { PublishedProgramme } from '../schedule-releases/published-programme.js';
import { SettingsService } from '../settings/settings.service.js';
import { CFP_CLOSED } from './cfp.service.js';
import type { ReviewDto, SpeakerProposalDto } from './review.dto.js';
import { answerConsent } from '../speakers/speaker-account.js';
import type { I18n } from '@lingui/core';
import { i18nIn, languageOr, type Language } from '../i18n/languages.js';
import { text } from '../i18n/error-text.js';

/**
 * The proposals that are the account's: those it sent or claimed (linked to it), and, once it has proven it reads its
 * address, those sent unowned with that address by someone not signed in. An address nobody confirmed grants nothing,
 * and a proposal linked to another account stays theirs whatever address it was sent with.
 */
function ownedBy(user: AuthUser): Prisma.ProposalWhereInput {
  return user.email_verified ? { OR: [{ user_id: user.id }, { user_id: null, email: user.email }] } : { user_id: user.id };
}

/** A speaker may take back a proposal until it is scheduled. */
const WITHDRAWABLE = ['pending', 'accepted', 'approved_unscheduled'] as const;

const NOTICES: Record<ProposalDecision, { type: 'success' | 'error' | 'info'; title: (i18n: I18n) => string }> = {
  accepted: { type: 'success', title: (i18n) => i18n._('Proposal accepted') },
  rejected: { type: 'error', title: (i18n) => i18n._('Proposal not accepted') },
  scheduled: { type: 'info', title: (i18n) => i18n._('Session scheduled') },
};

/** The proposal lifecycle after submission: the speaker's own list, the organisers' review, and telling the speaker. */
@Injectable()
export class ProposalsService implements OnModuleInit {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
    private readonly outbox: MailOutbox,
    private readonly notifications: NotificationsService,
    private readonly settings: SettingsService,
    private readonly calendar: CalendarService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly relay: EventRelay,
    private readonly changes: Changes,
    private readonly published: PublishedProgramme,
  ) {}

  /** The speaker is told of each decision in the transaction that records it as told (the event relay's). */
  onModuleInit() {
    this.relay.consume('proposal-decision-notice', ['proposal.decided'], async (events, tx, announce) => {
      for (const { payload } of events) await this.tell(tx, announce, payload);
    });
  }

  listAll() {
    return this.prisma.proposal.findMany({ orderBy: { created_at: 'desc' }, take: 1000 });
  }

  /** A speaker's proposals (see ownedBy). */
  listOwn(user: AuthUser) {
    return this.prisma.proposal.findMany({ where: ownedBy(user), orderBy: { created_at: 'desc' } });
  }

  async submitOwn(user: AuthUser, dto: SpeakerProposalDto) {
    if (!(await this.settings.get()).accepting_cfp) throw new ForbiddenException(CFP_CLOSED);
    const speaker = await this.prisma.speaker.findUnique({ where: { user_id: user.id } });
    const proposal = await this.prisma.proposal.create({
      data: {
        user_id: user.id,
        email: user.email,
        speaker_name: dto.speaker_name || speaker?.name || user.full_name,
        speaker_position: speaker?.title ?? '',
        speaker_bio: dto.speaker_bio || speaker?.bio || speaker?.bio_short || '',
        organization: dto.organization || speaker?.company || '',
        title: dto.title,
        abstract: dto.abstract,
        presentation_type: dto.presentation_type ?? 'talk',
        recording_consent: dto.recording_consent ?? null,
      },
    });
    await answerConsent(this.prisma, user.id, proposal.recording_consent);
    this.events.emit('proposals.changed', { proposals: [proposal], userId: user.id });
    return proposal;
  }

  /** Only pending proposals are decided; anything else is a 409 naming the current status. */
  async review(actor: AuthUser, id: number, dto: ReviewDto) {
    return this.audit.change(actor, 'proposal', async (tx, announce) => {
      const previous = await tx.proposal.findUnique({ where: { id }, select: { status: true, review_notes: true } });
      const claimed = await tx.proposal.updateMany({
        where: { id, status: 'pending' },
        data: { status: dto.status, review_notes: dto.notes ?? null, reviewed_at: new Date() },
      });
      const proposal = await tx.proposal.findUnique({ where: { id } });
      if (!proposal) throw new NotFoundException(/*i18n*/ 'Proposal not found');
      if (claimed.count === 0)
        throw new ConflictException(text(/*i18n*/ 'A proposal that is {status} cannot be {action}', { status: proposal.status, action: dto.status }));
      const after = { status: proposal.status, review_notes: proposal.review_notes };
      announce('proposal.decided', { proposalId: id, decision: dto.status });
      return { result: proposal, record: { action: 'review', entityId: id, summary: `Proposal '${proposal.title}' ${dto.status}`, before: previous, after } };
    });
  }

  async confirm(user: AuthUser, id: number) {
    const proposal = await this.prisma.proposal.findFirst({ where: { id, ...ownedBy(user) } });
    if (!proposal) throw new NotFoundException(/*i18n*/ 'Proposal not found');
    if (!(CONFIRMABLE_STATUSES as readonly string[]).includes(proposal.status)) {
      throw new ConflictException(text(/*i18n*/ 'A proposal that is {status} cannot be confirmed', { status: proposal.status }));
    }
    const confirmed = await this.prisma.proposal.update({ where: { id }, data: { confirmed_at: proposal.confirmed_at ?? new Date() } });
    this.events.emit('proposals.changed', { proposals: [confirmed], userId: user.id });
    return confirmed;
  }

  /**
   * The speaker takes a proposal back, before it is scheduled: it leaves every reviewer's queue at once (their pages
   * are told), and the organisers' list shows it withdrawn.
   */
  async withdraw(user: AuthUser, id: number) {
    return this.changes.commit(async (tx, announce) => {
      const mine = { id, ...ownedBy(user) };
      const claimed = await tx.proposal.updateMany({ where: { ...mine, status: { in: [...WITHDRAWABLE] } }, data: { status: 'withdrawn' } });
      const proposal = await tx.proposal.findFirst({ where: mine });
      if (!proposal) throw new NotFoundException(/*i18n*/ 'Proposal not found');
      if (claimed.count === 0) throw new ConflictException(text(/*i18n*/ 'A proposal that is {status} cannot be withdrawn', { status: proposal.status }));
      announce('proposals.changed', { proposals: [proposal], userId: proposal.user_id ?? user.id });
      announce('review.changed', { proposalIds: [id] });
      return proposal;
    });
  }

  /** A notification to the speaker's open pages and a mail, written together; other admins' review tabs refresh. */
  private async tell(tx: Prisma.TransactionClient, announce: Announce, payload: DomainEventMap['proposal.decided']) {
    const { proposalId, decision, mail, batchId } = payload;
    const found = await tx.proposal.findUnique({ where: { id: proposalId }, include: { session: true, user: { select: { language: true } } } });
    // Withdrawn (deleted) since: nobody to tell.
    if (!found) return;
    const { user: owner, ...proposal } = found;
    const language = languageOr(owner?.language);
    const { slot, room, ics } = await this.scheduledSlot(tx, proposal, payload, language);
    await this.outbox.add(
      tx,
      announce,
      mail
        ? writtenDecisionMail({ to: proposal.email, ...mail, decision, batchId, ics })
        : proposalDecisionMail({
            to: proposal.email,
            speakerName: proposal.speaker_name,
            title: proposal.title,
            decision,
            notes: decision === 'scheduled' ? null : proposal.review_notes,
            slot,
            room,
            productName: this.config.productName,
            publicUrl: this.config.publicUrl,
            ics,
            language,
          }),
    );
    if (proposal.user_id) await this.notify(tx, announce, proposal, decision, slot, room, language);
    const { session: _session, ...decided } = proposal;
    announce('proposals.changed', { proposals: [decided], userId: proposal.user_id });
  }

  /**
   * The slot a decision names, with the invitation for a scheduled one: as the release published it when a release
   * announced it (release mode: the draft may have moved on since), else the session as it is.
   */
  private async scheduledSlot(
    tx: Prisma.TransactionClient,
    proposal: Proposal & { session: Session | null },
    payload: DomainEventMap['proposal.decided'],
    language: Language,
  ) {
    const released = payload.release && proposal.session_id ? await this.published.inRelease(tx, payload.release, proposal.session_id) : null;
    if (released) {
      const slot = formatSlot(new Date(released.startTime), new Date(released.endTime), language);
      return { slot, room: released.room, ics: this.calendar.sessionFile(released) };
    }
    const ics = payload.decision === 'scheduled' && proposal.session_id ? await this.calendar.session(proposal.session_id, tx) : null;
    const slot = proposal.session ? formatSlot(proposal.session.start_time, proposal.session.end_time, language) : null;
    return { slot, room: proposal.scheduled_room, ics };
  }

  private notify(
    tx: Prisma.TransactionClient,
    announce: Announce,
    proposal: Proposal,
    decision: ProposalDecision,
    slot: string | null,
    room: string | null,
    language: Language,
  ) {
    const i18n = i18nIn(language);
    const title = proposal.title;
    // ICU reads a single quote before a brace as quoting: '' is one quote mark.
    const messages: Record<ProposalDecision, () => string> = {
      accepted: () => i18n._("''{title}'' has been accepted. Please confirm your talk in your dashboard.", { title }),
      rejected: () =>
        proposal.review_notes
          ? i18n._("''{title}'' was not accepted this year. Notes: {notes}", { title, notes: proposal.review_notes })
          : i18n._("''{title}'' was not accepted this year.", { title }),
      scheduled: () => i18n._("''{title}'' is scheduled: {slot}, {room}.", { title, slot: slot ?? i18n._('TBA'), room: room ?? i18n._('TBA') }),
    };
    const notice = NOTICES[decision];
    return this.notifications.create(
      tx,
      announce,
      proposal.user_id!,
      {
        type: notice.type,
        title: notice.title(i18n),
        message: messages[decision](),
        link: '/speaker',
      },
      { topic: 'decisions', language },
    );
  }
}
