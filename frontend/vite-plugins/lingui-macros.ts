// Lingui's macros (t, Trans, msg, Plural from @lingui/*/macro) become message ids and calls to its runtime, with
// Babel, before Vite's own TypeScript and JSX transform; only files that import a macro go through Babel. (Lingui's
// native transform has no package for this platform, and @rolldown/plugin-babel needs Node 22.)
import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const USES_MACRO = /@lingui\/(?:core|react)\/macro/;

export function linguiMacros(): Plugin {
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file) || !USES_MACRO.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
