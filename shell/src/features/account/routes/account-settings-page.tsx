import { CalendarFeedCard } from '@partyeasy/shared-ui/components/calendar-feed-card';
import { CardTitle } from '@partyeasy/shared-ui/components/card-title';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { useNavigate } from '@partyeasy/shared-ui/router';
import { Alert, Button, Card, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useAuthSession } from '../../session';
import styles from '../components/account.module.css';
import { MessageEmailsSetting } from '../components/message-emails-setting';
import { PasswordForm } from '../components/password-form';
import { PrivacySettings } from '../components/privacy-settings';
import { ProfileForm } from '../components/profile-form';
import { emailChangeLanding } from '../model/email-change-landing';

export function AccountSettingsPage() {
  useDocumentTitle('Account Settings');
  const { user, loading } = useAuthSession();
  const navigate = useNavigate();
  // Read once, as the page opens: an e-mail change link brought the user here (see emailChangeLanding).
  const [landing] = useState(() => emailChangeLanding(window.location.search, window.location.hash));
  const landingText =
    landing === null
      ? null
      : landing.waitForUser
        ? user?.email && !user.new_email
          ? landing.text(user.email)
          : null
        : landing.text;
  const landingAlert =
    landing && landingText ? (
      <Alert
        type={landing.type}
        showIcon
        role={landing.type === 'error' ? 'alert' : 'status'}
        message={landingText}
        style={{ marginBottom: 24 }}
      />
    ) : null;

  if (loading) {
    return (
      <div className={styles.page} style={{ textAlign: 'center' }}>
        <Spin aria-label="Loading account" />
      </div>
    );
  }
  if (!user) {
    return (
      <section className={styles.page}>
        {landingAlert}
        <Typography.Paragraph style={{ fontSize: 18 }}>
          Please log in to access account settings.
        </Typography.Paragraph>
        <Button type="primary" onClick={() => navigate('/login')}>
          Log In
        </Button>
      </section>
    );
  }
  return (
    <section className={styles.page}>
      <Typography.Title level={1}>Account Settings</Typography.Title>
      {landingAlert}
      <Card title={<CardTitle>Personal Information</CardTitle>} className={styles.card}>
        <ProfileForm key={`${user.id}:${user.email}`} user={user} />
      </Card>
      <Card title={<CardTitle>Security</CardTitle>} className={styles.card}>
        <PasswordForm key={user.id} user={user} />
      </Card>
      <Card title={<CardTitle>Notifications</CardTitle>} className={styles.card}>
        <MessageEmailsSetting userId={user.id} />
      </Card>
      <CalendarFeedCard
        userId={user.id}
        className={styles.card}
        description="Your events and paid bookings (and your listing's, if you have one) in Google Calendar, Apple Calendar or Outlook, kept up to date by your calendar app."
      />
      <Card title={<CardTitle>Your data and account</CardTitle>} className={styles.card}>
        <PrivacySettings user={user} />
      </Card>
    </section>
  );
}
