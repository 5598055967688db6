'use client';
import { useState } from 'react';

/**
 * True from the first render in which `open` is true, and from then on: a dialog or drawer whose code
 * loads on demand (next/dynamic) is rendered only once it has been opened, so its code is not in the
 * screen's first load (issue 30, page weight), and stays mounted afterwards for its closing animation.
 */
export function useOpened(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
