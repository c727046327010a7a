import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';

// Links written by organisers open in a new tab without handing it our window.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Organiser-written HTML (news, the overview block). The server sanitises it when stored; the browser sanitises it
 * again, so no script, event handler or javascript: URL can run even if a row was written some other way.
 */
export function SafeHtml({ html, ...boxProps }: { html: string | null | undefined } & Omit<BoxProps, 'children'>) {
  const clean = useMemo(() => DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true } }), [html]);
  return (
    <Box
      {...boxProps}
      sx={{ '& p': { mt: 0, mb: 1.5 }, '& img': { maxWidth: '100%', height: 'auto' }, overflowWrap: 'anywhere', ...boxProps.sx }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
