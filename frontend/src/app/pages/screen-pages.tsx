import { useGetConferenceSettingsQuery } from '@/lib/public/public-api';
import { ScreenQuestions } from '@/features/questions/components/screen-questions';
import { FoyerScreen } from '@/features/screens/components/foyer-screen';
import { RoomScreen } from '@/features/screens/components/room-screen';

const questionsOf = (sessionId: number) => <ScreenQuestions sessionId={sessionId} />;

/**
 * The screens (issue 47), composed here because features do not import each other: a room's screen shows the pinned
 * and top questions of the session under way when organisers show them on screens (settings.screens_show_questions).
 */
export function RoomScreenPage() {
  const { data: settings } = useGetConferenceSettingsQuery();
  return <RoomScreen questions={settings?.screens_show_questions ? questionsOf : undefined} />;
}

export function FoyerScreenPage() {
  return <FoyerScreen />;
}
