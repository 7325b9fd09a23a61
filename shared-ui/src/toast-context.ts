import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { createContext } from 'react';

/** The antd toast APIs, once the toast host has loaded. */
export interface ToastApis {
  message: MessageInstance;
  notification: NotificationInstance;
}

/** Runs a toast operation now if the host is loaded, else queues it and loads the host. */
export type RunToast = (operation: (apis: ToastApis) => void) => void;

export const ToastContext = createContext<RunToast | null>(null);
