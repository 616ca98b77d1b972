import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The player layout's footer marks where a screen's action bar goes with this attribute (found
 * in the page rather than through a shared module, so no extra chunk joins /home's first load).
 */
export const ACTION_BAR_SLOT = 'data-action-bar-slot';

/**
 * A screen's sticky actions (the slip's Bids · Points · Submit). Rendered into the layout's
 * footer, just above the bottom bar, so the bottom bar can never be drawn over them; without
 * a layout, sticky where it is.
 */
export function ActionBar({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  // After the commit, not while rendering: a board opened by a reload mounts with the layout,
  // whose footer is not in the page yet during the render. Before the first paint, so no flicker.
  useLayoutEffect(() => setSlot(document.querySelector<HTMLElement>(`[${ACTION_BAR_SLOT}]`)), []);
  if (slot) return createPortal(children, slot);
  return <div style={{ position: 'sticky', bottom: 0, zIndex: 2 }}>{children}</div>;
}
