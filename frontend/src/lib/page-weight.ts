// What the server-rendered page leaves out of its markup and styles (issue 45: a page the browser parses stays small):
// entry-server.tsx applies both to each page it renders. Neither changes what the page looks like or does.
import { transform } from 'lightningcss';

const version = (major: number, minor = 0) => (major << 16) | (minor << 8);

/** The browsers the client's build targets (Vite's default, the widely available baseline). */
const TARGETS = { chrome: version(111), edge: version(111), firefox: version(114), safari: version(16, 4) };

/**
 * The page's CSS, minified: Emotion writes each class's rules as MUI composes them, with repeated declarations
 * (a button's padding three times over), spaces inside colours and timings, and one rule per state; and with the
 * vendor prefixes only those browsers still need (-webkit-user-select, not -moz- and -ms-). A sixth smaller. CSS it
 * cannot parse is sent as it came.
 */
export function minifyCss(css: string): string {
  if (!css) return css;
  try {
    return transform({ filename: 'page.css', code: Buffer.from(css), minify: true, errorRecovery: true, targets: TARGETS }).code.toString();
  } catch {
    return css;
  }
}

/** A class of MUI's own naming: `MuiButton-sizeMedium`, not `Mui-disabled` (a state) nor `MuiButton-root`. */
const MUI_VARIANT_CLASS = /^Mui[A-Z][A-Za-z]*-(?!root$)[A-Za-z0-9-]+$/;

/**
 * The markup without the classes MUI names each element's variant by (`MuiButton-text MuiButton-sizeMedium
 * MuiButton-colorPrimary MuiButton-textPrimary ...`) that no rule of the page selects: MUI styles by the element's
 * own Emotion class, and these names are there for stylesheets written against them. A seventh of the home page's
 * markup. Kept: every class a rule of the page names, the `-root` classes and the states (`Mui-disabled`,
 * `Mui-selected`), which the client's later styles and the tests select by. The client sets an element's full class
 * list again whenever it renders that element with other classes.
 */
export function dropUnstyledMuiClasses(html: string, css: string): string {
  const selected = new Set(css.match(/\.Mui[A-Za-z0-9-]+/g)?.map((name) => name.slice(1)));
  return html.replace(/ class="([^"]*)"/g, (_attribute, list: string) => {
    const kept = list.split(' ').filter((name) => !MUI_VARIANT_CLASS.test(name) || selected.has(name));
    return kept.length === 0 ? '' : ` class="${kept.join(' ')}"`;
  });
}
