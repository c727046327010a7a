import type { Answer } from '@/lib/api-routes';
import type { Schemas } from '@/types/api';

export type { Proposal, ProposalStatus } from '@/types/api';

type SpeakerProposalDto = Schemas['SpeakerProposalDto'];
export type SpeakerPresentationType = NonNullable<SpeakerProposalDto['presentation_type']>;

/**
 * POST /api/speaker/proposals body: the form always sends a type, and the speaker's name, bio and organisation as
 * prefilled from their profile (and perhaps changed); the server's profile fills what is left blank.
 */
export type NewProposal = Required<Pick<SpeakerProposalDto, 'title' | 'abstract' | 'presentation_type'>> & {
  speaker_name: string;
  speaker_bio: string;
  organization: string;
};

export type SpeakerProfile = Schemas['SpeakerProfile'];
export type SpeakerProfileInput = Schemas['SpeakerProfileDto'];

export type UploadImageResponse = Answer<'/api/speaker/profile/upload-image', 'post'>;
