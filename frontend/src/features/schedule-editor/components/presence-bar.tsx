import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PresenceEditor } from '@/lib/socket';
import { Trans, useLingui } from '@lingui/react/macro';

const AVATAR_COLOURS = ['#1565c0', '#2e7d32', '#6a1b9a', '#c43e00', '#00695c', '#ad1457', '#4e342e', '#283593'];

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '?') + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase();
}

interface Props {
  editors: readonly PresenceEditor[];
  /** The title of a session by id, to say what someone is editing. */
  titleOf: (id: number) => string | undefined;
}

/** Who else is on the Schedule tab right now, and what they have open. */
export function PresenceBar({ editors, titleOf }: Props) {
  const { t } = useLingui();
  return (
    <Stack
      direction="row"
      role="status"
      aria-label={t`Other organisers on this tab`}
      data-testid="presence-bar"
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', minHeight: 32 }}
    >
      {editors.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          <Trans>No other organisers on this tab right now.</Trans>
        </Typography>
      ) : (
        editors.map((editor) => {
          const name = editor.name || editor.email;
          const editing = editor.editing_session_id != null ? titleOf(editor.editing_session_id) : undefined;
          const text =
            editor.editing_session_id == null
              ? t`${name} is here`
              : editing === undefined
                ? t`${name} is editing a session`
                : t`${name} is editing ''${editing}''`;
          return (
            <Chip
              key={editor.user_id}
              data-testid="presence-chip"
              variant="outlined"
              avatar={
                <Avatar sx={{ bgcolor: AVATAR_COLOURS[editor.user_id % AVATAR_COLOURS.length], color: '#fff !important' }} aria-hidden>
                  {initials(name)}
                </Avatar>
              }
              label={text}
              title={editor.email}
              sx={{
                maxWidth: '100%',
                borderColor: editor.editing_session_id != null ? '#c43e00' : undefined,
                borderWidth: editor.editing_session_id != null ? 2 : 1,
                '& .MuiChip-label': { overflow: 'hidden', textOverflow: 'ellipsis' },
              }}
            />
          );
        })
      )}
    </Stack>
  );
}
