import { Alert } from 'antd';
import { useEffect } from 'react';

/** How long a failed save's message stays before it goes by itself. */
const SHOW_MS = 8000;

/** A failed heart's message, pinned to the bottom of the window so it is seen wherever the heart was. */
export default function FavouriteError({ message, onClose }: { message: string; onClose: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);
  return (
    <div
      style={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        zIndex: 1000,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
      }}
    >
      <Alert
        type="error"
        showIcon
        closable
        role="alert"
        message={message}
        onClose={onClose}
        style={{ maxWidth: 480, pointerEvents: 'auto', boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)' }}
      />
    </div>
  );
}
