import { TOAST_DEFAULT_MS, TOAST_LIMIT } from '@partyeasy/shared-domain';
import { message, notification } from 'antd';
import { useEffect } from 'react';
import type { ToastApis } from './toast-context';

/**
 * The holders of antd's message and notification toasts, capped at the spec's 20 on screen at once.
 * Loaded on demand by `ThemeProvider`: no first visit needs it (docs/adr/0012-first-visit-budget.md).
 */
export default function ToastHost({
  onReady,
  getContainer,
}: {
  onReady: (apis: ToastApis) => void;
  /** The live region the toasts are put into. */
  getContainer: () => HTMLElement;
}) {
  const [messageApi, messageHolder] = message.useMessage({
    getContainer,
    maxCount: TOAST_LIMIT,
    duration: TOAST_DEFAULT_MS / 1000,
  });
  const [notificationApi, notificationHolder] = notification.useNotification({
    getContainer,
    maxCount: TOAST_LIMIT,
    placement: 'topRight',
  });
  useEffect(() => {
    onReady({ message: messageApi, notification: notificationApi });
  }, [onReady, messageApi, notificationApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
