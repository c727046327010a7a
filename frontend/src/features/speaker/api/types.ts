import type { Answer } from '@/lib/api-routes';
import type { Schemas } from '@/types/api';

export type { Proposal, ProposalStatus } from '@/types/api';

type SpeakerProposalDto = Schemas['SpeakerProposalDto'];
export type SpeakerPresentationType = NonNullable<SpeakerProposalDto['presentation_type']>;

/** POST /api/speaker/proposals body: the form always sends a type; the speaker's own details come from their profile. */
export type NewProposal = Required<Pick<SpeakerProposalDto, 'title' | 'abstract' | 'presentation_type'>>;

export type UploadImageResponse = Answer<'/api/speaker/profile/upload-image', 'post'>;
