export { ReviewPage } from '@/features/review/components/review-page';
export { ReviewProposalPage } from '@/features/review/components/review-proposal-page';
