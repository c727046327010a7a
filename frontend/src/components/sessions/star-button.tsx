import type { FocusEventHandler, MouseEventHandler, PointerEventHandler, ReactElement, Ref } from 'react';
import IconButton from '@mui/material/IconButton';
import { useLingui } from '@lingui/react/macro';

/** A dark amber: 4.5:1 on white, so the filled star reads as clearly as the text beside it. */
const STARRED = '#a35f00';

interface StarButtonProps {
  title: string;
  starred: boolean;
  /** A filled star or an outline (each given by its caller, so that a page's first load carries only the outline). */
  icon: ReactElement;
  /** What a press does, shown on pointing at it. */
  hint: string;
  disabled?: boolean;
  onClick: MouseEventHandler<HTMLButtonElement>;
  onFocus?: FocusEventHandler<HTMLButtonElement>;
  onPointerEnter?: PointerEventHandler<HTMLButtonElement>;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The star itself: a toggle button whose name stays 'Star …' while `aria-pressed` says whether it is starred. */
export function StarButton({ title, starred, icon, hint, disabled = false, onClick, onFocus, onPointerEnter, buttonRef }: StarButtonProps) {
  const { t } = useLingui();
  return (
    <IconButton
      ref={buttonRef}
      aria-label={t`Star ${title}`}
      aria-pressed={starred}
      title={hint}
      data-testid="session-star"
      disabled={disabled}
      onClick={onClick}
      onFocus={onFocus}
      onPointerEnter={onPointerEnter}
      sx={{ m: -1, flexShrink: 0, color: starred ? STARRED : 'text.secondary' }}
    >
      {icon}
    </IconButton>
  );
}
