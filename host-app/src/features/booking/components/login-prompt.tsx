import { Button, Modal, Typography } from 'antd';

export interface LoginPromptProps {
  open: boolean;
  onCancel: () => void;
  onSignUp: () => void;
  onLogIn: () => void;
}

/** 'You must be logged in to book.' with Cancel, Sign Up and Log In (the selection is kept meanwhile). */
export default function LoginPrompt({ open, onCancel, onSignUp, onLogIn }: LoginPromptProps) {
  return (
    <Modal
      open={open}
      title="You must be logged in to book."
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
        Log in or create an account to continue. Your selection is kept and you come back to this page.
      </Typography.Paragraph>
    </Modal>
  );
}
