import {
  authErrorMessage,
  missingSignUpFields,
  TERMS_VERSION,
  validateAgeConfirmation,
  validatePasswordLength,
  validateSignUp,
} from '@partyeasy/shared-domain';
import { useToaster } from '@partyeasy/shared-ui/components/use-toaster';
import { Link, useNavigate } from '@partyeasy/shared-ui/router';
import { Button, Checkbox, Form, Input, Radio } from 'antd';
import { type FormEvent, type ReactNode, useState } from 'react';
import { rememberGoogleConsent, rememberGoogleSignup, type UserType } from '../../session';
import { useSignUp } from '../api/sign-up';
import { useReturnPath, withReturnPath } from '../hooks/use-return-path';
import { AUTH_MESSAGES, confirmedLanding } from '../model/auth-view';
import styles from './auth.module.css';
import { FormMessage, type FormMessageValue } from './form-message';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';

const REQUIRED_MESSAGES = {
  fullName: 'Full name is required',
  email: 'Email is required',
  password: 'Password is required',
} as const;

type Field = keyof typeof REQUIRED_MESSAGES;

/**
 * A consent box; `error` is shown beside it, and `describedBy` ties it to a message shown elsewhere (one
 * message under the Terms and Privacy pair), so screen readers announce why it is invalid.
 */
function ConsentBox({
  id,
  checked,
  onChange,
  error,
  invalid = Boolean(error),
  describedBy = error ? `${id}-error` : undefined,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  invalid?: boolean;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.checkRow}>
      <Checkbox
        id={id}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? describedBy : undefined}
      >
        {children}
      </Checkbox>
      {error ? (
        <div id={`${id}-error`} className={styles.checkError} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The sign-up form: every field of the spec, host or vendor, the 18-or-older confirmation and the Terms and
 * Privacy boxes for e-mail and Google alike. The accepted terms version travels in the user metadata (the
 * database records it when the account is created) or, for Google, waits across the redirect.
 */
export function SignUpView() {
  const navigate = useNavigate();
  const toaster = useToaster();
  const signUp = useSignUp();
  const returnPath = useReturnPath();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [userType, setUserType] = useState<UserType>('host');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [acceptPrivacy, setAcceptPrivacy] = useState(false);
  const [confirmAge, setConfirmAge] = useState(false);
  const [consentShown, setConsentShown] = useState(false);
  const [missing, setMissing] = useState<Field[]>([]);
  const [passwordProblem, setPasswordProblem] = useState<string>();
  const [message, setMessage] = useState<FormMessageValue>();

  const ageProblem = validateAgeConfirmation(confirmAge);
  const agreementProblem = validateSignUp({ acceptTerms, acceptPrivacy });
  /** The first consent problem, shown at the top too; the boxes show theirs once a submit was tried. */
  const termsProblem = () => {
    setConsentShown(true);
    return ageProblem ?? agreementProblem;
  };

  const showError = (text: string) => {
    setMessage({ type: 'error', text });
    toaster.error(text);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blank = missingSignUpFields({ fullName, email, password });
    setMissing(blank);
    const terms = termsProblem();
    if (blank.length > 0) return setMessage(terms ? { type: 'error', text: terms } : undefined);
    const length = validatePasswordLength(password);
    setPasswordProblem(length);
    if (length) return setMessage(terms ? { type: 'error', text: terms } : undefined);
    if (terms) return setMessage({ type: 'error', text: terms });
    setMessage(undefined);
    signUp.mutate(
      { fullName, email, password, phone, userType, termsVersion: TERMS_VERSION },
      {
        onSuccess: (outcome) => {
          if (outcome === 'signed-in') return navigate(confirmedLanding(userType, returnPath));
          setPassword('');
          setMessage({ type: 'success', text: AUTH_MESSAGES.confirmationSent });
          const key = 'verification-email-sent';
          toaster.notice({
            key,
            type: 'success',
            title: AUTH_MESSAGES.verificationTitle,
            description: `Check your inbox at ${email.trim()} to confirm your account.`,
            actions: (
              <Button
                type="primary"
                onClick={() => {
                  toaster.dismiss(key);
                  navigate(returnPath);
                }}
              >
                Got it
              </Button>
            ),
          });
        },
        onError: (error) => showError(authErrorMessage(error)),
      },
    );
  };

  const fieldStatus = (field: Field) =>
    missing.includes(field)
      ? { validateStatus: 'error' as const, help: REQUIRED_MESSAGES[field] }
      : field === 'password' && passwordProblem
        ? { validateStatus: 'error' as const, help: passwordProblem }
        : { validateStatus: undefined, help: undefined };

  const clearMissing = (field: Field) => setMissing((current) => current.filter((item) => item !== field));

  return (
    <Form layout="vertical" component="div">
      <FormMessage value={message} />
      <GoogleButton
        label="Sign up with Google"
        onError={showError}
        beforeRedirect={() => {
          const terms = termsProblem();
          if (terms) {
            setMessage({ type: 'error', text: terms });
            return false;
          }
          rememberGoogleSignup(userType);
          rememberGoogleConsent(TERMS_VERSION);
          return true;
        }}
      />
      <OrDivider>or sign up with email</OrDivider>
      <form onSubmit={submit} noValidate aria-label="Sign up">
        <Form.Item label="Full Name" htmlFor="sign-up-name" required {...fieldStatus('fullName')}>
          <Input
            id="sign-up-name"
            autoComplete="name"
            size="large"
            value={fullName}
            onChange={(event) => {
              setFullName(event.target.value);
              clearMissing('fullName');
            }}
          />
        </Form.Item>
        <Form.Item label="Email" htmlFor="sign-up-email" required {...fieldStatus('email')}>
          <Input
            id="sign-up-email"
            type="email"
            autoComplete="email"
            size="large"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              clearMissing('email');
            }}
          />
        </Form.Item>
        <Form.Item
          label="Password"
          htmlFor="sign-up-password"
          required
          extra="At least 6 characters."
          {...fieldStatus('password')}
        >
          <Input.Password
            id="sign-up-password"
            autoComplete="new-password"
            size="large"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              clearMissing('password');
              setPasswordProblem(undefined);
            }}
          />
        </Form.Item>
        <Form.Item label="Phone Number (optional)" htmlFor="sign-up-phone">
          <Input
            id="sign-up-phone"
            type="tel"
            autoComplete="tel"
            size="large"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </Form.Item>
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
          <legend style={{ fontSize: 14, marginBottom: 8 }}>I am joining as</legend>
          <Radio.Group value={userType} onChange={(event) => setUserType(event.target.value)}>
            <Radio value="host">I'm planning a party</Radio>
            <Radio value="vendor">I'm a vendor</Radio>
          </Radio.Group>
        </fieldset>
        <ConsentBox
          id="sign-up-age"
          checked={confirmAge}
          onChange={setConfirmAge}
          error={consentShown ? ageProblem : undefined}
        >
          I am 18 or older
        </ConsentBox>
        <ConsentBox
          id="sign-up-terms"
          checked={acceptTerms}
          onChange={setAcceptTerms}
          invalid={consentShown && !acceptTerms}
          describedBy="sign-up-agreements-error"
        >
          I agree to the{' '}
          <Link to="/terms" target="_blank">
            Terms &amp; Conditions
          </Link>
        </ConsentBox>
        <ConsentBox
          id="sign-up-privacy"
          checked={acceptPrivacy}
          onChange={setAcceptPrivacy}
          invalid={consentShown && !acceptPrivacy}
          describedBy="sign-up-agreements-error"
        >
          I agree to the{' '}
          <Link to="/privacy" target="_blank">
            Privacy Policy
          </Link>
        </ConsentBox>
        {consentShown && agreementProblem ? (
          <div id="sign-up-agreements-error" className={styles.checkError} role="alert">
            {agreementProblem}
          </div>
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          disabled={signUp.isPending}
          style={{ marginTop: 8 }}
        >
          {signUp.isPending ? 'Creating account...' : 'Sign Up'}
        </Button>
      </form>
      <p className={styles.switch}>
        Already have an account? <Link to={withReturnPath('/login', returnPath)}>Log in</Link>
      </p>
    </Form>
  );
}
