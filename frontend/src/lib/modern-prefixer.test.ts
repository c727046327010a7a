import { compile, middleware, serialize, stringify } from 'stylis';
import { describe, expect, it } from 'vitest';
import { modernPrefixer } from './modern-prefixer';

const css = (rules: string) => serialize(compile(rules), middleware([modernPrefixer, stringify]));

describe("the server-rendered page's prefixer", () => {
  it('leaves flexbox, transitions and transforms unprefixed', () => {
    const out = css('.a{display:flex;align-items:center;transition:opacity 1s;transform:scale(2)}');
    expect(out).toBe('.a{display:flex;align-items:center;transition:opacity 1s;transform:scale(2);}');
  });

  it('still prefixes what Safari needs', () => {
    const out = css('.b{user-select:none;backdrop-filter:blur(4px)}');
    expect(out).toContain('-webkit-user-select:none;');
    expect(out).toContain('user-select:none;');
    expect(out).toContain('-webkit-backdrop-filter:blur(4px);');
  });
});
