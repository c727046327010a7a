import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { SessionHistory } from './session-history';
import { Trans } from '@lingui/react/macro';

/** The edit form's collapsed 'Change history'; loaded only when opened. */
export function SessionHistoryPanel({ sessionId }: { sessionId: number }) {
  return (
    <Accordion variant="outlined" disableGutters sx={{ mt: 2 }} slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`history-${sessionId}`} id={`history-${sessionId}-summary`}>
        <Typography component="h3" variant="subtitle1">
          <Trans>Change history</Trans>
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <SessionHistory sessionId={sessionId} />
      </AccordionDetails>
    </Accordion>
  );
}
