import { Button, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface LoginPromptProps {
  open: boolean;
  /** What the visitor wanted, e.g. 'Log in to message the vendor'. */
  title: string;
  /** What is kept for them and what happens when they come back. */
  children: ReactNode;
  onCancel: () => void;
  onSignUp: () => void;
  onLogIn: () => void;
}

/** Asks a signed-out visitor to log in or sign up before an action that needs an account. */
export default function LoginPrompt({
  open,
  title,
  children,
  onCancel,
  onSignUp,
  onLogIn,
}: LoginPromptProps) {
  return (
    <Modal
      open={open}
      title={title}
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
      <Typography.Paragraph>{children}</Typography.Paragraph>
    </Modal>
  );
}
