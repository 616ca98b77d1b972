import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import classes from './player-footer.module.css';

/** Where a screen's action bar goes: the player layout's footer, just above the bottom bar. */
export const ActionBarSlot = createContext<HTMLElement | null>(null);

/**
 * A screen's sticky actions (the slip's Bids · Points · Submit). Rendered into the layout's
 * footer, so the bottom bar can never be drawn over them; without a layout, sticky where it is.
 */
export function ActionBar({ children }: { children: ReactNode }) {
  const slot = useContext(ActionBarSlot);
  if (slot) return createPortal(children, slot);
  return <div className={classes.footer}>{children}</div>;
}
