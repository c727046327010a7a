// Undo and redo of an organiser's own schedule changes, checked by the server: a step applies only to a session still
// as this organiser's history left it, through the same versioned edit as any move (audited, pushed live).
import { ConflictException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { fieldError } from '../http/api-error.js';
import { Changes, type Tx } from '../events/changes.service.js';
import type { ScheduleCommand } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import type { UpdateSessionDto } from '../sessions/session.dto.js';
import type { AdminSessionView } from '../sessions/session.view.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { changedFields, type Placement } from '../sessions/placement.js';
import { lockHistory } from '../sessions/schedule-commands.js';
import type { ScheduleStepDto } from './schedule-history.dto.js';
import { toCommandView, type ScheduleHistoryView, type ScheduleStepView } from './schedule-history.view.js';
import { text } from '../i18n/error-text.js';

type Direction = 'undo' | 'redo';

/** How many commands of each stack the history shows. */
const SHOWN = 10;

const STACK = { undo: 'done', redo: 'undone' } as const;
const withTitle = { session: { select: { title: true } } } as const;

const what = (command: ScheduleCommand) => (command.kind === 'edit' ? 'edit' : 'move');

@Injectable()
export class ScheduleHistoryService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly changes: Changes,
    private readonly sessions: SessionsService,
  ) {}

  /** The organiser's own stacks, the next step first. */
  async history(actor: AuthUser): Promise<ScheduleHistoryView> {
    const [undo, redo] = await Promise.all([
      this.prisma.scheduleCommand.findMany({ where: { actor_id: actor.id, state: 'done' }, orderBy: { id: 'desc' }, take: SHOWN, include: withTitle }),
      this.prisma.scheduleCommand.findMany({ where: { actor_id: actor.id, state: 'undone' }, orderBy: { id: 'asc' }, take: SHOWN, include: withTitle }),
    ]);
    return { undo: undo.map(toCommandView), redo: redo.map(toCommandView) };
  }

  /**
   * Undoes (or redoes) the command on top of the organiser's stack, which the client names. The session must still be
   * at the version the command expects; otherwise 409 with the session as it is now, and nothing changes, unless
   * `force` (overwrite) or `keep_theirs` (the command leaves the stack). A deleted session's command answers 410 and
   * leaves the stack, so the next step reaches the command below it.
   */
  async step(actor: AuthUser, direction: Direction, dto: ScheduleStepDto): Promise<ScheduleStepView> {
    if (dto.force && dto.keep_theirs) throw fieldError('body', 'keep_theirs', /*i18n*/ 'force and keep_theirs cannot both be true');
    const command = await this.prisma.scheduleCommand.findFirst({ where: { id: dto.command_id, actor_id: actor.id }, include: withTitle });
    if (!command) throw new NotFoundException(/*i18n*/ 'That change is not in your history');
    if (!(await this.isNext(this.prisma, command, direction))) throw notNext(direction);
    const view = toCommandView(command);
    if (command.session_id === null) {
      await this.drop(actor, command, direction);
      throw gone(command, direction);
    }
    if (dto.keep_theirs) {
      const session = await this.drop(actor, command, direction);
      if (!session) throw gone(command, direction);
      return { command: view, session, history: await this.history(actor) };
    }

    const before = command.before as unknown as Placement;
    const after = command.after as unknown as Placement;
    const target = direction === 'undo' ? before : after;
    const edit: UpdateSessionDto = { version: dto.force ? undefined : command.version };
    for (const field of changedFields(before, after)) Object.assign(edit, { [field]: target[field] });
    try {
      const session = await this.sessions.update(actor, command.session_id, edit, direction, (tx, previous, updated) =>
        this.stepped(tx, command, direction, previous.version, updated.version),
      );
      return { command: view, session, history: await this.history(actor) };
    } catch (error) {
      throw await this.explain(actor, command, direction, error);
    }
  }

  /** Inside the edit's transaction: the command moves to the other stack, at the version the step left the session. */
  private async stepped(tx: Tx, seen: ScheduleCommand, direction: Direction, from: number, to: number): Promise<void> {
    await lockHistory(tx, seen.actor_id);
    const command = await tx.scheduleCommand.findUnique({ where: { id: seen.id } });
    // Another tab of this organiser stepped first: this step is no longer the next one.
    if (!command || command.version !== seen.version || !(await this.isNext(tx, command, direction))) throw notNext(direction);
    // A clean step (nobody changed the session since) makes the neighbouring command of the same session ready again
    // if it was waiting at the version this command started from: the previous change for an undo, the next one to
    // redo for a redo.
    if (from === command.version) {
      const neighbour = await tx.scheduleCommand.findFirst({
        where:
          direction === 'undo'
            ? { actor_id: command.actor_id, session_id: command.session_id, state: 'done', id: { lt: command.id } }
            : { actor_id: command.actor_id, session_id: command.session_id, state: 'undone', id: { gt: command.id } },
        orderBy: { id: direction === 'undo' ? 'desc' : 'asc' },
      });
      if (neighbour?.version === command.base_version) await tx.scheduleCommand.update({ where: { id: neighbour.id }, data: { version: to } });
    }
    await tx.scheduleCommand.update({
      where: { id: command.id },
      data: { state: direction === 'undo' ? 'undone' : 'done', version: to, base_version: from },
    });
  }

  /** Takes a command off the stack without touching its session; answers the session as it is (null once deleted). */
  private async drop(actor: AuthUser, seen: ScheduleCommand, direction: Direction): Promise<AdminSessionView | null> {
    return this.changes.commit(async (tx) => {
      // The session first, then the history: the order every edit takes its locks in.
      if (seen.session_id !== null) await tx.$queryRaw`SELECT id FROM sessions WHERE id = ${seen.session_id} FOR UPDATE`;
      await lockHistory(tx, actor.id);
      const command = await tx.scheduleCommand.findUnique({ where: { id: seen.id } });
      if (!command || !(await this.isNext(tx, command, direction))) throw notNext(direction);
      await tx.scheduleCommand.delete({ where: { id: command.id } });
      const session = command.session_id === null ? null : await this.sessions.list(tx, [command.session_id]);
      return session?.length ? this.sessions.adminView(session[0], tx) : null;
    });
  }

  /** Whether the command is on top of its stack. */
  private async isNext(db: Tx, command: ScheduleCommand, direction: Direction): Promise<boolean> {
    if (command.state !== STACK[direction]) return false;
    const above = await db.scheduleCommand.count({
      where: { actor_id: command.actor_id, state: command.state, id: direction === 'undo' ? { gt: command.id } : { lt: command.id } },
    });
    return above === 0;
  }

  /** The failure of a step, in the words of undo and redo. */
  private async explain(actor: AuthUser, command: ScheduleCommand, direction: Direction, error: unknown): Promise<unknown> {
    if (error instanceof NotFoundException) {
      // Deleted between reading the command and the edit: the command goes like any deleted session's.
      await this.drop(actor, { ...command, session_id: null }, direction).catch(() => undefined);
      return gone(command, direction);
    }
    if (!(error instanceof ConflictException)) return error;
    const body = error.getResponse() as { current?: AdminSessionView };
    if (!body.current) return error;
    // A step of this organiser's own (another tab, a double click) changed the session first.
    const now = await this.prisma.scheduleCommand.findUnique({ where: { id: command.id } });
    if (!now || now.version !== command.version || !(await this.isNext(this.prisma, now, direction))) return notNext(direction);
    const last = await this.prisma.auditEntry.findFirst({
      where: { entity: 'session', entity_id: String(command.session_id) },
      orderBy: { id: 'desc' },
      select: { actor_id: true },
    });
    const detail = text(
      /*i18n*/ "''{title}'' was changed{someoneElse, select, yes { by someone else} other {}} since {direction, select, undo {your {kind, select, edit {edit} other {move}}} other {you undid your {kind, select, edit {edit} other {move}}}}",
      { title: body.current.title, someoneElse: last && last.actor_id === actor.id ? 'no' : 'yes', direction, kind: what(command) },
    );
    return new ConflictException({ detail, current: body.current });
  }
}

function gone(command: ScheduleCommand, direction: Direction) {
  return new GoneException(
    text(/*i18n*/ "''{title}'' was deleted, so your {kind, select, edit {edit} other {move}} cannot be {direction, select, undo {undone} other {redone}}", {
      title: command.title,
      kind: what(command),
      direction,
    }),
  );
}

function notNext(direction: Direction) {
  return new ConflictException(
    text(/*i18n*/ 'That change is no longer the next one to {direction, select, undo {undo} other {redo}}: your history changed in the meantime', {
      direction,
    }),
  );
}
