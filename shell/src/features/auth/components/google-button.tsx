import { GoogleOutlined } from '@ant-design/icons';
import { authErrorMessage } from '@partyeasy/shared-domain';
import { Button } from 'antd';
import { useSignInWithGoogle } from '../api/sign-in-with-google';

export interface GoogleButtonProps {
  label: string;
  /** Runs first; returning false stops the sign-in (e.g. unticked Terms and Privacy boxes). */
  beforeRedirect?: () => boolean;
  onError: (message: string) => void;
}

/** Google sign-in: leaves for the consent screen (offline access, consent prompt). */
export function GoogleButton({ label, beforeRedirect, onError }: GoogleButtonProps) {
  const google = useSignInWithGoogle();
  return (
    <Button
      block
      size="large"
      icon={<GoogleOutlined />}
      disabled={google.isPending}
      onClick={() => {
        if (beforeRedirect && !beforeRedirect()) return;
        google.mutate(undefined, { onError: (error) => onError(authErrorMessage(error)) });
      }}
    >
      {google.isPending ? 'Redirecting...' : label}
    </Button>
  );
}
