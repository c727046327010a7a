import { describe, expect, it } from 'vitest';
import { OwnEdits } from './own-edits';

describe('OwnEdits', () => {
  it('recognises the push of its own edit once', () => {
    const edits = new OwnEdits();
    edits.expect(4, 2);
    expect(edits.isEcho({ ids: [4], versions: [2] })).toBe(true);
    expect(edits.isEcho({ ids: [4], versions: [2] })).toBe(false);
  });

  it('takes a push of another version, another session, or without versions for someone else’s', () => {
    const edits = new OwnEdits();
    edits.expect(4, 2);
    expect(edits.isEcho({ ids: [4], versions: [3] })).toBe(false);
    expect(edits.isEcho({ ids: [5], versions: [2] })).toBe(false);
    expect(edits.isEcho({ ids: [4, 5], versions: [2, 1] })).toBe(false);
    expect(edits.isEcho({ ids: [4] })).toBe(false);
    expect(edits.isEcho({ ids: [], versions: [] })).toBe(false);
    expect(edits.isEcho({ ids: [4], versions: [2] })).toBe(true);
  });

  it('forgets an edit that failed', () => {
    const edits = new OwnEdits();
    edits.expect(4, 2);
    edits.expect(4, 3);
    edits.forget(4, 3);
    expect(edits.isEcho({ ids: [4], versions: [3] })).toBe(false);
    expect(edits.isEcho({ ids: [4], versions: [2] })).toBe(true);
  });
});
