import { useState, type ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { LinkDialog } from './link-dialog';
import { useLingui } from '@lingui/react/macro';

interface ToolProps {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Tool({ label, pressed, disabled, onClick, children }: ToolProps) {
  const button = (
    <IconButton
      size="small"
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      // Keeps the text selection in the editor while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      sx={{
        borderRadius: 1,
        color: pressed ? 'primary.main' : 'text.secondary',
        bgcolor: pressed ? 'action.selected' : undefined,
        minWidth: 34,
        fontWeight: 700,
        fontSize: '0.85rem',
      }}
    >
      {children}
    </IconButton>
  );
  // A disabled button gets no pointer events, so its tooltip needs a wrapper. The button has its name already: the
  // tooltip describes rather than names its child, or it would put aria-label on the wrapper, where no name may be
  // (an element without a role).
  return (
    <Tooltip title={label} describeChild>
      {disabled ? <span>{button}</span> : button}
    </Tooltip>
  );
}

/** Bold, italic, two heading levels, lists, a link, undo and redo; each button says whether it is active. */
export function RichTextToolbar({ editor, label }: { editor: Editor; label: string }) {
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const { t } = useLingui();

  return (
    <Box
      role="toolbar"
      aria-label={t`${label} formatting`}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, px: 0.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tool label={t`Bold`} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <FormatBoldIcon fontSize="small" />
      </Tool>
      <Tool label={t`Italic`} pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <FormatItalicIcon fontSize="small" />
      </Tool>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tool label={t`Heading H2`} pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </Tool>
      <Tool label={t`Subheading H3`} pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </Tool>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tool label={t`Bullet list`} pressed={state.bullets} onClick={() => chain().toggleBulletList().run()}>
        <FormatListBulletedIcon fontSize="small" />
      </Tool>
      <Tool label={t`Numbered list`} pressed={state.numbers} onClick={() => chain().toggleOrderedList().run()}>
        <FormatListNumberedIcon fontSize="small" />
      </Tool>
      <Tool label={t`Link`} pressed={state.link} onClick={() => setLinkOpen(true)}>
        <InsertLinkIcon fontSize="small" />
      </Tool>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tool label={t`Undo`} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <UndoIcon fontSize="small" />
      </Tool>
      <Tool label={t`Redo`} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <RedoIcon fontSize="small" />
      </Tool>
      {linkOpen && <LinkDialog editor={editor} onClose={() => setLinkOpen(false)} />}
    </Box>
  );
}
