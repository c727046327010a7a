import type { ReactNode } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CodeIcon from '@mui/icons-material/Code';
import EventIcon from '@mui/icons-material/Event';
import WebIcon from '@mui/icons-material/Web';
import { Trans } from '@lingui/react/macro';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onEmbed: () => void;
}

/** The programme for calendar apps, for conference apps (frab JSON and XML), and the code that embeds it elsewhere. */
export function SubscribeMenu({ id, anchor, onClose, onEmbed }: Props) {
  const file = (href: string, name: string, icon: ReactNode, label: ReactNode) => (
    <MenuItem component="a" href={href} download={name} onClick={onClose}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {file('/public/schedule.ics', 'schedule.ics', <EventIcon fontSize="small" />, <Trans>Add to calendar (.ics)</Trans>)}
      {file('/public/schedule.json', 'schedule.json', <CodeIcon fontSize="small" />, <Trans>Schedule data (JSON)</Trans>)}
      {file('/public/schedule.xml', 'schedule.xml', <CodeIcon fontSize="small" />, <Trans>frab XML (apps)</Trans>)}
      <MenuItem onClick={onEmbed}>
        <ListItemIcon>
          <WebIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>
          <Trans>Embed on your site</Trans>
        </ListItemText>
      </MenuItem>
    </Menu>
  );
}
