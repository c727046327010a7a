// When an edition goes to the archive (editions.service.ts), its sessions' questions go with it: first written out as
// one CSV (formula-guarded, common/csv.ts) among the edition's archived records, then their authors anonymised (no
// account, no device, no name) and the votes, which name accounts and browsers, dropped: each question keeps its count.
import { toCsv } from '../common/csv.js';
import type { Prisma } from '../generated/prisma/client.js';

/** The archived record's kind: { csv } of the edition's questions. */
export const QUESTIONS_CSV = 'questions.csv';

export async function archiveQuestions(tx: Prisma.TransactionClient, year: number): Promise<void> {
  const rows = await tx.question.findMany({
    include: { session: { select: { title: true, start_time: true } } },
    orderBy: [{ session_id: 'asc' }, { votes: 'desc' }, { created_at: 'asc' }, { id: 'asc' }],
  });
  if (rows.length) {
    const csv = toCsv(
      ['session_id', 'session', 'session_start', 'question_id', 'status', 'pinned', 'votes', 'created_at', 'text'],
      rows.map((q) => [
        q.session_id,
        q.session.title,
        q.session.start_time.toISOString(),
        q.id,
        q.status,
        q.pinned,
        q.votes,
        q.created_at.toISOString(),
        q.text,
      ]),
    );
    await tx.archivedRecord.create({ data: { edition_year: year, kind: QUESTIONS_CSV, data: { csv } } });
  }
  await tx.questionVote.deleteMany({});
  await tx.question.updateMany({ data: { user_id: null, device_id: null, display_name: '' } });
}
