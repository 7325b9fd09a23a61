import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';

export interface LoadErrorProps {
  /** What could not be loaded, e.g. "We couldn't load your bookings. Please try again." */
  message: string;
  description?: ReactNode;
  onRetry: () => void;
  /** The retry is under way: the button shows it and cannot be pressed twice. */
  retrying?: boolean;
}

/** A screen's data failed to load: say so and offer Retry (never an empty form or an endless spinner). */
export function LoadError({ message, description, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={message}
      description={description}
      action={
        <Button onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    />
  );
}
