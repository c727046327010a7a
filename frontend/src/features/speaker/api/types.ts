export type { Proposal, ProposalStatus } from '@/types/api';
export type SpeakerPresentationType = 'talk' | 'workshop' | 'panel';

export interface NewProposal {
  title: string;
  abstract: string;
  presentation_type: SpeakerPresentationType;
}

export interface UploadImageResponse {
  success: boolean;
  image_url: string;
}
