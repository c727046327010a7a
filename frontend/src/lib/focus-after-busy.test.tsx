import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusAfterBusy } from './focus-after-busy';

afterEach(() => document.body.replaceChildren());

function button() {
  const element = document.createElement('button');
  document.body.append(element);
  element.focus();
  return element;
}

describe('A button busy while it saves (WCAG 2.4.3)', () => {
  it('gets the focus back when the work is done, if the page had lost it', () => {
    const save = button();
    const { result, rerender } = renderHook(({ busy }) => useFocusAfterBusy(busy), { initialProps: { busy: false } });
    act(() => result.current());
    rerender({ busy: true });
    // Disabled while busy: the browser drops the focus to the page.
    save.disabled = true;
    save.blur();
    save.disabled = false;
    rerender({ busy: false });
    expect(document.activeElement).toBe(save);
  });

  it('leaves the focus where the user has moved it meanwhile', () => {
    const save = button();
    const { result, rerender } = renderHook(({ busy }) => useFocusAfterBusy(busy), { initialProps: { busy: false } });
    act(() => result.current());
    rerender({ busy: true });
    const elsewhere = button();
    rerender({ busy: false });
    expect(document.activeElement).toBe(elsewhere);
    expect(document.activeElement).not.toBe(save);
  });
});
