import { Button, Modal, Typography } from 'antd';

export interface FavouriteLoginPromptProps {
  /** The vendor the visitor hearted; null closes the prompt. */
  vendorName: string | null;
  onCancel: () => void;
  onSignUp: () => void;
  onLogIn: () => void;
}

/** 'Log in to save your favorites' with Cancel, Sign Up and Log In; the heart is saved on return. */
export default function FavouriteLoginPrompt({
  vendorName,
  onCancel,
  onSignUp,
  onLogIn,
}: FavouriteLoginPromptProps) {
  return (
    <Modal
      open={vendorName !== null}
      title="Log in to save your favorites"
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
        Favorites are kept in your account, so they are there on any device. Log in or create an account and
        we'll save {vendorName ?? 'this vendor'} to your favorites when you come back to this page.
      </Typography.Paragraph>
    </Modal>
  );
}
