import {
  TERMS_MESSAGES,
  TERMS_VERSION,
  termsVersionLabel,
  validateTermsConsent,
} from '@partyeasy/shared-domain';
import { Link } from '@partyeasy/shared-ui/router';
import { Alert, Button, Checkbox, Modal, Typography } from 'antd';
import { useState } from 'react';
import { signOut } from '../api/sign-out';
import { useAcceptTerms } from '../api/terms-consent';
import styles from './terms-consent-dialog.module.css';

/**
 * The prompt after sign-in: confirm being 18 or older and accept the Terms of Service and the Privacy Policy
 * of the current version, or decline and be signed out. It cannot be dismissed otherwise.
 */
export function TermsConsentDialog({ userId }: { userId: string }) {
  const accept = useAcceptTerms(userId);
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [leaving, setLeaving] = useState(false);

  const submit = () => {
    const invalid = validateTermsConsent(checked);
    setProblem(invalid);
    if (!invalid) accept.mutate(TERMS_VERSION);
  };

  return (
    <Modal
      open
      title="Before you continue"
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <div className={styles.footer}>
          <Button
            disabled={accept.isPending}
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              void signOut().finally(() => setLeaving(false));
            }}
          >
            Decline and sign out
          </Button>
          <Button type="primary" loading={accept.isPending} disabled={leaving} onClick={submit}>
            Accept and continue
          </Button>
        </div>
      }
    >
      <Typography.Paragraph>
        PartyEasy is for adults: you must be 18 or older to use it. Please read and accept our Terms of
        Service and Privacy Policy (version of {termsVersionLabel()}) to continue.
      </Typography.Paragraph>
      <Checkbox
        id="terms-consent"
        checked={checked}
        onChange={(event) => {
          setChecked(event.target.checked);
          if (event.target.checked) setProblem(undefined);
        }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'terms-consent-error' : undefined}
      >
        I am 18 or older and I accept the{' '}
        <Link to="/terms" target="_blank">
          Terms of Service
        </Link>{' '}
        and the{' '}
        <Link to="/privacy" target="_blank">
          Privacy Policy
        </Link>
      </Checkbox>
      {problem ? (
        <div id="terms-consent-error" className={styles.error} role="alert">
          {problem}
        </div>
      ) : null}
      {accept.isError ? (
        <Alert
          className={styles.failure}
          type="error"
          showIcon
          role="alert"
          message={TERMS_MESSAGES.acceptFailed}
        />
      ) : null}
    </Modal>
  );
}
