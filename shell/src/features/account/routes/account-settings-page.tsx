import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { useNavigate } from '@partyeasy/shared-ui/router';
import { Button, Card, Spin, Typography } from 'antd';
import { useAuthSession } from '../../session';
import styles from '../components/account.module.css';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

export function AccountSettingsPage() {
  useDocumentTitle('Account Settings');
  const { user, loading } = useAuthSession();
  const navigate = useNavigate();
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
      <Card
        title={<h2 style={{ margin: 0, fontSize: 18 }}>Personal Information</h2>}
        style={{ marginBottom: 24 }}
      >
        <ProfileForm key={user.id} user={user} />
      </Card>
      <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Security</h2>}>
        <PasswordForm key={user.id} />
      </Card>
    </section>
  );
}
