import { Button, Modal, Typography } from 'antd';

export interface MessageLoginPromptProps {
  /** The listing the visitor wants to message; null closes the prompt. */
  vendorName: string | null;
  onCancel: () => void;
  onSignUp: () => void;
  onLogIn: () => void;
}

/** 'Log in to message the vendor' with Cancel, Sign Up and Log In; the conversation opens on return. */
export default function MessageLoginPrompt({
  vendorName,
  onCancel,
  onSignUp,
  onLogIn,
}: MessageLoginPromptProps) {
  return (
    <Modal
      open={vendorName !== null}
      title="Log in to message the vendor"
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button key="signup" onClick={onSignUp}>
          Sign Up
        </Button>,
        <Button key="login" type="primary" onClick={onLogIn}>
          Log In
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        Messages are kept in your account so that you and {vendorName ?? 'the vendor'} can both find them. Log
        in or create an account and the conversation opens when you come back to this page.
      </Typography.Paragraph>
    </Modal>
  );
}
