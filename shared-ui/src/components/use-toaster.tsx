import { ERROR_TOAST_MS, TOAST_DEFAULT_MS, TOAST_SUCCESS_MS } from '@partyeasy/shared-domain';
import { type ReactNode, useContext } from 'react';
import { ToastContext } from '../toast-context';

export type ToastType = 'info' | 'success' | 'error' | 'warning';

export interface ToastOptions {
  /** How long the toast stays, in ms; 0 keeps it until dismissed. Defaults by type. */
  durationMs?: number;
  /** Lets a later toast with the same key replace this one. */
  key?: string;
}

export interface NoticeOptions {
  type: ToastType;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons of the notice, e.g. a 'Got it' button that dismisses it. */
  actions?: ReactNode;
  /** 0 (the default) keeps the notice until the user dismisses it. */
  durationMs?: number;
  key?: string;
}

export interface Toaster {
  /** A neutral toast; stays 4000 ms. */
  info: (content: ReactNode, options?: ToastOptions) => void;
  /** Stays 2000 ms. */
  success: (content: ReactNode, options?: ToastOptions) => void;
  /** Red; stays 5000 ms and is announced assertively. */
  error: (content: ReactNode, options?: ToastOptions) => void;
  warning: (content: ReactNode, options?: ToastOptions) => void;
  /** A larger notice with a title, text and buttons, e.g. 'Verification email sent!'. */
  notice: (options: NoticeOptions) => void;
  /** Dismisses one toast or notice by key, or all of them. */
  dismiss: (key?: string) => void;
}

/** Default durations per type (spec: default 4000 ms, success 2000 ms, error toasts 5000 ms). */
const TOAST_DURATIONS_MS: Record<ToastType, number> = {
  info: TOAST_DEFAULT_MS,
  warning: TOAST_DEFAULT_MS,
  success: TOAST_SUCCESS_MS,
  error: ERROR_TOAST_MS,
};

/**
 * Toasts through antd's message and notification APIs under `ThemeProvider`, which caps them at
 * `TOAST_LIMIT` on screen at once (the oldest goes first) and loads them on first use.
 */
export function useToaster(): Toaster {
  const run = useContext(ToastContext);
  if (!run) throw new Error('useToaster needs a ThemeProvider above it');
  const show =
    (type: ToastType) =>
    (content: ReactNode, options: ToastOptions = {}) => {
      run(({ message }) =>
        message.open({
          type,
          key: options.key,
          duration: (options.durationMs ?? TOAST_DURATIONS_MS[type]) / 1000,
          content: <span role={type === 'error' ? 'alert' : 'status'}>{content}</span>,
        }),
      );
    };
  return {
    info: show('info'),
    success: show('success'),
    error: show('error'),
    warning: show('warning'),
    notice: ({ type, title, description, actions, durationMs = 0, key }) => {
      run(({ notification }) =>
        notification.open({
          type,
          key,
          message: title,
          description,
          actions,
          duration: durationMs / 1000,
          role: type === 'error' ? 'alert' : 'status',
        }),
      );
    },
    dismiss: (key) => {
      run(({ message, notification }) => {
        message.destroy(key);
        notification.destroy(key);
      });
    },
  };
}
