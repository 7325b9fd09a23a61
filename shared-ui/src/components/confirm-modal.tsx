import { Alert, Button, Modal, Typography } from 'antd';
import { type ReactNode, useRef } from 'react';

export interface ConfirmModalProps {
  open: boolean;
  /** e.g. 'Delete Booking'. */
  title: string;
  /** e.g. 'This action cannot be undone.' */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Label of the confirm button while `busy`, e.g. 'Deleting...'. */
  busyLabel?: string;
  busy?: boolean;
  /** Destructive actions get a red confirm button. */
  danger?: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks once before an action that matters; focus starts on Cancel so Enter never destroys by accident. */
export function ConfirmModal({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  busy = false,
  danger = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      title={title}
      onCancel={busy ? undefined : onCancel}
      afterOpenChange={(visible) => {
        if (visible) cancelButton.current?.focus();
      }}
      footer={[
        <Button key="cancel" ref={cancelButton} disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>,
        <Button
          key="confirm"
          type="primary"
          danger={danger}
          loading={busy}
          disabled={busy}
          onClick={onConfirm}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>,
      ]}
      closable={!busy}
      maskClosable={!busy}
      keyboard={!busy}
      width={440}
      destroyOnHidden
    >
      <Typography.Paragraph style={{ marginBottom: error ? 12 : 0 }}>{description}</Typography.Paragraph>
      {error ? <Alert type="error" showIcon message={error} /> : null}
    </Modal>
  );
}
