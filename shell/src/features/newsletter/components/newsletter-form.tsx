import { Button } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { type SubscribeResult, useSubscribeNewsletter } from '../api/subscribe-newsletter';
import styles from './newsletter-form.module.css';

/** The footer's newsletter box: the result shows under it; a success clears the box. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<SubscribeResult>();
  const subscribe = useSubscribeNewsletter();
  const inputId = useId();
  const messageId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(undefined);
    subscribe.mutate(email, {
      onSuccess: (outcome) => {
        setResult(outcome);
        if (outcome.ok) setEmail('');
      },
      onError: () => setResult({ ok: false, message: 'Subscription failed. Try again.' }),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Newsletter">
      <label htmlFor={inputId} className={styles.label}>
        Get party ideas and vendor news
      </label>
      <div className={styles.row}>
        {/* A plain input styled like antd's: the footer is on every first visit, antd's Input is not needed there. */}
        <input
          id={inputId}
          className={styles.input}
          type="email"
          placeholder="Your email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={messageId}
          aria-invalid={result && !result.ok ? true : undefined}
        />
        <Button type="primary" htmlType="submit" disabled={subscribe.isPending}>
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      <p
        id={messageId}
        role="status"
        className={result ? (result.ok ? styles.success : styles.error) : styles.message}
      >
        {result?.message}
      </p>
    </form>
  );
}
