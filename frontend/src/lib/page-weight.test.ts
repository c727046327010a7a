import { describe, expect, it } from 'vitest';
import { dropUnstyledMuiClasses, minifyCss } from './page-weight';

describe("the server-rendered page's CSS", () => {
  it('is minified, keeping the prefix Safari needs and dropping those no supported browser does', () => {
    const out = minifyCss(
      '.css-a{ color: rgba(255, 255, 255, 0.85); -webkit-user-select: none; -moz-user-select: none; -ms-user-select: none; user-select: none; }',
    );
    expect(out).toContain('-webkit-user-select:none');
    expect(out).toContain('user-select:none');
    expect(out).not.toContain('-moz-user-select');
    expect(out).not.toContain('-ms-user-select');
    expect(out).not.toContain(' ');
  });

  it('is sent as it came when it cannot be parsed', () => {
    expect(minifyCss('')).toBe('');
    expect(minifyCss('.css-a{color:red')).toContain('color');
  });
});

describe("the server-rendered page's markup", () => {
  const html =
    '<button class="MuiButtonBase-root MuiButton-root MuiButton-text MuiButton-sizeMedium Mui-disabled css-1x">Go</button>' +
    '<span class="MuiChip-label MuiChip-labelSmall">A</span><p class="MuiTypography-body1">Text with class=&quot;MuiButton-text&quot; in it</p>';

  it('leaves out the variant classes no rule selects, and keeps roots, states and what a rule selects', () => {
    const out = dropUnstyledMuiClasses(html, '.css-1x{color:red}.css-2y .MuiChip-label{margin:0}');
    expect(out).toContain('<button class="MuiButtonBase-root MuiButton-root Mui-disabled css-1x">Go</button>');
    expect(out).toContain('<span class="MuiChip-label">A</span>');
    // An element left without classes loses the attribute; text (React escapes its quotes) is untouched.
    expect(out).toContain('<p>Text with class=&quot;MuiButton-text&quot; in it</p>');
  });
});
