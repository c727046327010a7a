import { FoyerScreen } from '@/features/screens/components/foyer-screen';
import { RoomScreen } from '@/features/screens/components/room-screen';

/**
 * The screens (issue 47), composed here because features do not import each other. SLOT: the questions feature's
 * "pinned and top questions" of the session under way goes in `questions` (shown when settings.screens_show_questions).
 */
export function RoomScreenPage() {
  return <RoomScreen questions={undefined} />;
}

export function FoyerScreenPage() {
  return <FoyerScreen />;
}
