// The keys of undo and redo in the calendar: Ctrl+Z and Ctrl+Shift+Z (Cmd on macOS), and Ctrl+Y for redo as well.
import type { StepDirection } from '../api/schedule-history-api';

interface Keys {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export const UNDO_SHORTCUT = 'Ctrl+Z';
export const REDO_SHORTCUT = 'Ctrl+Shift+Z';

/** Which step a key press asks for, if any. */
export function undoKey(event: Keys): StepDirection | null {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

/** Typing keeps its own undo: a text field, a list box or anything editable. */
export function isTextEntry(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(element.type);
}
