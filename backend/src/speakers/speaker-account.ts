// Turning the person who sent a proposal into a speaker, wherever the proposal reaches their account (sent signed in,
// sent as a new address, or claimed through a mailed link): the account gets the speaker role and a speaker profile.
import type { Prisma, Proposal, User } from '../generated/prisma/client.js';

/** What a proposal says about its speaker. */
export type Proposer = Pick<Proposal, 'speaker_name' | 'email' | 'speaker_position' | 'organization' | 'speaker_bio'> & { recording_consent?: boolean | null };

/**
 * `account` (or, when null, a new account for the proposer's address) as a speaker's: it gets the speaker role (an
 * admin's role stays as it is) with the `also` changes, and a hidden profile filled in from the proposal unless it has
 * one (an organiser publishes it). Inside the caller's transaction; answers the account as it now is.
 */
export async function makeSpeakerAccount(
  tx: Prisma.TransactionClient,
  proposer: Proposer,
  account: Pick<User, 'id' | 'is_admin'> | null,
  also: Prisma.UserUpdateInput = {},
  /** A new account's language (mails go out in it). */
  language?: string,
): Promise<User> {
  const user = account
    ? await tx.user.update({ where: { id: account.id }, data: { ...also, is_speaker: account.is_admin ? undefined : true } })
    : await tx.user.create({ data: { email: proposer.email, full_name: proposer.speaker_name, is_speaker: true, language } });
  await tx.speaker.upsert({
    where: { user_id: user.id },
    create: {
      user_id: user.id,
      name: proposer.speaker_name,
      email: proposer.email,
      title: proposer.speaker_position,
      company: proposer.organization,
      bio: proposer.speaker_bio,
      display_on_public: false,
    },
    update: {},
  });
  await answerConsent(tx, user.id, proposer.recording_consent ?? null);
  return user;
}

/**
 * A proposal's answer to the recording question fills the speaker profile's while the profile has none; after that
 * the profile's answer is the speaker's (they change it there), and it is what marks their sessions not recorded.
 */
export async function answerConsent(tx: Prisma.TransactionClient, userId: number, consent: boolean | null): Promise<void> {
  if (consent === null) return;
  await tx.speaker.updateMany({ where: { user_id: userId, recording_consent: null }, data: { recording_consent: consent } });
}
