import { useCallback, useLayoutEffect, useRef } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focus for an antd `Drawer` as for a modal dialog. antd focuses the drawer's outer frame, which lies
 * outside its `role="dialog"`, so a screen reader never announces the dialog, and it leaves focus on the
 * page when it closes. Spread the result on the Drawer: once open, focus goes to the first control inside
 * the dialog (its Close button); once closed, back to what had focus when it opened.
 */
export function useDrawerFocus(open: boolean, id: string) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the drawer's own (passive) effect moves focus: this is still the opener.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  const afterOpenChange = useCallback(
    (visible: boolean) => {
      if (visible) {
        const dialog = document.getElementById(id);
        const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
        if (dialog && !dialog.contains(document.activeElement)) first?.focus();
        return;
      }
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    },
    [id],
  );
  return { id, afterOpenChange };
}
