import { describe, expect, it } from 'vitest';
import { undoKey } from './undo-keys';

const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) =>
  undoKey({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('undoKey', () => {
  it('undoes with Ctrl+Z or Cmd+Z and redoes with Shift added', () => {
    expect(press('z', { ctrlKey: true })).toBe('undo');
    expect(press('z', { metaKey: true })).toBe('undo');
    expect(press('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(press('z', { metaKey: true, shiftKey: true })).toBe('redo');
  });

  it('redoes with Ctrl+Y too', () => {
    expect(press('y', { ctrlKey: true })).toBe('redo');
    expect(press('y', { metaKey: true })).toBeNull();
  });

  it('leaves other keys alone', () => {
    expect(press('z')).toBeNull();
    expect(press('z', { ctrlKey: true, altKey: true })).toBeNull();
    expect(press('x', { ctrlKey: true })).toBeNull();
    expect(press('ArrowUp', { ctrlKey: true })).toBeNull();
  });
});
