// The icons a page repeats on every card (a session's time, room and speakers, an article's author, date and
// category, a star): drawn once per page in the root layout's sprite and referenced by each card (issue 45: 69 inline
// icons were a ninth of the home page, half of them repeats). The sprite is part of the page React renders, on the
// server and in the browser alike, so each icon hydrates as it was served; dialogs, in a portal, find it too.
import { forwardRef, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import AccessTime from '@mui/icons-material/AccessTime';
import CalendarTodayOutlined from '@mui/icons-material/CalendarTodayOutlined';
import FormatQuote from '@mui/icons-material/FormatQuote';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import MeetingRoomOutlined from '@mui/icons-material/MeetingRoomOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import StarBorder from '@mui/icons-material/StarBorder';

const DRAWINGS = {
  clock: AccessTime,
  calendar: CalendarTodayOutlined,
  quote: FormatQuote,
  tag: LocalOfferOutlined,
  room: MeetingRoomOutlined,
  people: PeopleAltOutlined,
  person: PersonOutlined,
  place: PlaceOutlined,
  'star-border': StarBorder,
} satisfies Record<string, ComponentType<SvgIconProps>>;

type IconName = keyof typeof DRAWINGS;

const symbolId = (name: IconName) => `icon-${name}`;

/**
 * MUI's icon rendered as a <symbol>: only its drawing (the icon's children) and its view box; MUI's classes and
 * sizes belong to each <svg> that uses it.
 */
const AsSymbol = forwardRef<SVGSymbolElement, { id?: string; children?: ReactNode }>(function AsSymbol({ id, children }, ref) {
  return (
    <symbol ref={ref} id={id} viewBox="0 0 24 24">
      {children}
    </symbol>
  );
});

/** Every icon below, drawn once, out of sight (the root layout renders it on every page). */
export function IconSprite() {
  return (
    <Box component="svg" aria-hidden sx={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}>
      {Object.entries(DRAWINGS).map(([name, Drawing]) => (
        <Drawing key={name} component={AsSymbol} id={symbolId(name as IconName)} />
      ))}
    </Box>
  );
}

function spriteIcon(name: IconName) {
  function SpriteIcon(props: SvgIconProps) {
    return (
      <SvgIcon {...props}>
        <use href={`#${symbolId(name)}`} />
      </SvgIcon>
    );
  }
  return SpriteIcon;
}

export const ClockIcon = spriteIcon('clock');
export const CalendarIcon = spriteIcon('calendar');
export const QuoteIcon = spriteIcon('quote');
export const TagIcon = spriteIcon('tag');
export const RoomIcon = spriteIcon('room');
export const PeopleIcon = spriteIcon('people');
export const PersonIcon = spriteIcon('person');
export const PlaceIcon = spriteIcon('place');
export const StarBorderIcon = spriteIcon('star-border');
