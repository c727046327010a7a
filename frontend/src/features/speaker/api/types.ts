export type ProposalStatus = 'pending' | 'accepted' | 'rejected' | 'scheduled' | 'approved_scheduled' | 'approved_unscheduled';
export type SpeakerPresentationType = 'talk' | 'workshop' | 'panel';

/** GET /api/speaker/presentations: one of the caller's own proposals. */
export interface Proposal {
  id: number;
  title: string;
  abstract: string;
  presentation_type: string;
  status: ProposalStatus;
  speaker_name: string;
  speaker_bio: string;
  speaker_position: string;
  email: string;
  organization: string;
  session_id: number | null;
  scheduled_time: string | null;
  scheduled_room: string | null;
  review_notes: string | null;
  reviewed_at: string | null;
  confirmed_at: string | null;
  created_at: string;
}

export interface NewProposal {
  title: string;
  abstract: string;
  presentation_type: SpeakerPresentationType;
}

export interface UploadImageResponse {
  success: boolean;
  image_url: string;
}
