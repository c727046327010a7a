import { useEffect, useMemo, useRef } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { keyframes } from '@mui/material/styles';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { RichTextToolbar } from './rich-text-toolbar';

interface Props {
  /** Base for the ids of the label, the helper text and the editable area. */
  id: string;
  label: string;
  /** The HTML the editor starts with; later changes are not applied (remount to load other text). */
  initialHtml: string;
  /** HTML of the text, '' when the editor is empty. */
  onChange: (html: string) => void;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}

// Only what the server keeps (common/html.ts allows h2-h6, lists, links, emphasis): no h1, no code blocks.
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto'] },
  }),
];

const blink = keyframes`to { visibility: hidden; }`;

/**
 * ProseMirror's own rules, which TipTap would otherwise add as an inline <style> element (the CSP allows none): here
 * they go through Emotion like every other style of the app.
 */
/* eslint-disable lingui/no-unlocalized-strings -- ProseMirror's CSS rules, no text */
const proseMirrorBase = {
  '& .ProseMirror': {
    position: 'relative',
    wordWrap: 'break-word',
    whiteSpace: 'break-spaces',
    fontVariantLigatures: 'none',
    fontFeatureSettings: '"liga" 0',
    '& [contenteditable="false"]': { whiteSpace: 'normal' },
    '& [contenteditable="false"] [contenteditable="true"]': { whiteSpace: 'pre-wrap' },
    '& pre': { whiteSpace: 'pre-wrap' },
  },
  '& img.ProseMirror-separator': {
    display: 'inline !important',
    border: 'none !important',
    margin: '0 !important',
    width: '0 !important',
    height: '0 !important',
  },
  '& .ProseMirror-gapcursor': { display: 'none', pointerEvents: 'none', position: 'absolute', margin: 0 },
  '& .ProseMirror-gapcursor:after': {
    content: '""',
    display: 'block',
    position: 'absolute',
    top: '-2px',
    width: '20px',
    borderTop: '1px solid black',
    animation: `${blink} 1.1s steps(2, start) infinite`,
  },
  '& .ProseMirror-hideselection *::selection': { background: 'transparent' },
  '& .ProseMirror-hideselection *': { caretColor: 'transparent' },
  '& .ProseMirror-focused .ProseMirror-gapcursor': { display: 'block' },
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * A small rich-text field for organiser-written HTML. The editable area is a labelled textbox, so it is reached by
 * tab and read by screen readers like any other field of the form.
 */
export function RichTextEditor({ id, label, initialHtml, onChange, required, error, helperText }: Props) {
  const labelId = `${id}-label`;
  const helperId = `${id}-helper`;
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // A new object only when the state it describes changes: useEditor hands changed options to the editor.
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': helperId,
        'aria-required': required ? 'true' : 'false',
        'aria-invalid': error ? 'true' : 'false',
      },
    }),
    [id, labelId, helperId, required, error],
  );

  const editor = useEditor({
    extensions,
    content: initialHtml,
    immediatelyRender: true,
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: e }) => onChangeRef.current(e.isEmpty ? '' : e.getHTML()),
  });

  return (
    <Box>
      <FormLabel
        id={labelId}
        component="div"
        required={required}
        error={error}
        onClick={() => editor.commands.focus()}
        sx={{ mb: 0.5, cursor: 'text', width: 'fit-content' }}
      >
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'rgba(0, 0, 0, 0.23)',
          borderRadius: 1,
          '&:hover': { borderColor: error ? 'error.main' : 'text.primary' },
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: (t) => `inset 0 0 0 1px ${error ? t.palette.error.main : t.palette.primary.main}`,
          },
        }}
      >
        <RichTextToolbar editor={editor} label={label} />
        <Box
          sx={{
            ...proseMirrorBase,
            '& .ProseMirror': {
              ...proseMirrorBase['& .ProseMirror'],
              minHeight: 160,
              maxHeight: 420,
              overflowY: 'auto',
              px: 1.75,
              py: 1.5,
              outline: 'none',
              overflowWrap: 'anywhere',
              '& p': { mt: 0, mb: 1 },
              '& h2, & h3': { mt: 1, mb: 1 },
              '& ul, & ol': { pl: 3, my: 1 },
              '& a': { color: 'primary.main' },
            },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <FormHelperText id={helperId} error={error} sx={{ mx: 1.75 }}>
        {helperText ?? ' '}
      </FormHelperText>
    </Box>
  );
}
