import { Button, Modal, Typography } from 'antd';

export interface QuoteLoginPromptProps {
  open: boolean;
  onCancel: () => void;
  onSignUp: () => void;
  onLogIn: () => void;
}

/** 'Log in to request a quote' with Cancel, Sign Up and Log In; the request form opens on return. */
export default function QuoteLoginPrompt({ open, onCancel, onSignUp, onLogIn }: QuoteLoginPromptProps) {
  return (
    <Modal
      open={open}
      title="Log in to request a quote"
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
        Quote requests and offers are kept in your account. Log in or create an account and the request form
        opens when you come back to this page.
      </Typography.Paragraph>
    </Modal>
  );
}
