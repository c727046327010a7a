import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepFocusThroughBusy } from './focus-after-busy';

let uninstall: () => void;
beforeEach(() => {
  uninstall = keepFocusThroughBusy(document);
});
afterEach(() => {
  uninstall();
  document.body.replaceChildren();
});

function button(name: string) {
  const element = document.createElement('button');
  element.textContent = name;
  document.body.append(element);
  return element;
}
/** The observer reports attribute changes after the current task's microtasks. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What the browser does when the focused control is disabled: the focus drops to the page. */
async function disable(element: HTMLButtonElement) {
  element.blur();
  element.disabled = true;
  await settled();
}

describe('A control disabled while it works (WCAG 2.4.3)', () => {
  it('gets the focus back when it is enabled again, if the focus is still nowhere', async () => {
    const save = button('Save');
    save.focus();
    await disable(save);
    expect(document.activeElement).toBe(document.body);
    save.disabled = false;
    await settled();
    expect(document.activeElement).toBe(save);
  });

  it('leaves the focus where the user, or a dialog, has put it meanwhile', async () => {
    const save = button('Save');
    const elsewhere = button('Elsewhere');
    save.focus();
    await disable(save);
    elsewhere.focus();
    save.disabled = false;
    await settled();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('takes nothing from a control that did not have the focus', async () => {
    const save = button('Save');
    const other = button('Other');
    other.focus();
    other.blur();
    await disable(save);
    save.disabled = false;
    await settled();
    expect(document.activeElement).toBe(document.body);
  });
});
