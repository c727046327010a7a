// A session cancelled by the organisers tells everyone on it, with a seat or in line (issue 46): an in-app notice
// (pushed to their phones where they allowed it) and a mail, written in the transaction that records the edit's
// event as handled (the event relay's), so a crash between the cancellation and the telling loses nobody. The
// sign-ups stay: a cancellation taken back (undo, or the status set again) gives everyone their place back.
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Announce } from '../events/durable-events.js';
import type { Tx } from '../events/changes.service.js';
import type { SessionSnapshot } from '../events/domain-events.js';
import { EventRelay } from '../events/event-relay.service.js';
import { pageIn } from '../mail/letter.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { signupCancelledMail } from '../mail/templates.js';
import { i18nIn, languageOr } from '../i18n/languages.js';
import { resolved, type Translations } from '../i18n/translations.js';
import { NotificationsService } from '../notifications/notifications.service.js';

@Injectable()
export class SignupCancellations implements OnModuleInit {
  constructor(
    private readonly relay: EventRelay,
    private readonly notifications: NotificationsService,
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * `session.updated` carries the session before and after the edit, so a cancellation is told once, when it happens
   * (in release mode: when the release publishes it), and not again for later edits of the cancelled session.
   */
  onModuleInit() {
    this.relay.consume('signup-cancellation', ['session.updated'], async (events, tx, announce) => {
      for (const { payload } of events) {
        if (payload.before.status !== 'cancelled' && payload.after.status === 'cancelled') await this.tell(tx, payload.after, announce);
      }
    });
  }

  private async tell(tx: Tx, session: SessionSnapshot, announce: Announce) {
    const signups = await tx.sessionSignup.findMany({
      where: { session_id: session.id },
      select: { user_id: true, status: true, user: { select: { language: true, email: true, full_name: true } } },
      orderBy: { id: 'asc' },
    });
    for (const { user_id: userId, status, user } of signups) {
      const language = languageOr(user.language);
      const i18n = i18nIn(language);
      const { title } = resolved({ title: session.title }, (session.translations ?? {}) as Translations<'title'>, language, ['title']);
      await this.notifications.create(
        tx,
        announce,
        userId,
        {
          type: 'warning',
          title: i18n._('Session cancelled'),
          message:
            status === 'waitlisted'
              ? i18n._('“{title}”, for which you were on the waitlist, has been cancelled.', { title })
              : i18n._('“{title}”, for which you had a seat, has been cancelled.', { title }),
          link: `/sessions/${session.id}`,
        },
        { topic: 'session_changes', language },
      );
      await this.outbox.add(
        tx,
        announce,
        signupCancelledMail({
          to: user.email,
          fullName: user.full_name,
          title,
          waitlisted: status === 'waitlisted',
          programmeUrl: pageIn(language, `${this.config.publicUrl}/schedule`),
          productName: this.config.productName,
          language,
        }),
      );
    }
  }
}
