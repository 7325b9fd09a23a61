import { CloseCircleFilled, QuestionCircleFilled, WarningFilled } from '@ant-design/icons';
import { brandColors } from '@partyeasy/shared-ui/theme';
import { Flex } from 'antd';
import type { ReactNode } from 'react';

const icons = {
  error: <CloseCircleFilled style={{ fontSize: 56, color: 'var(--ant-color-error, #ff4d4f)' }} />,
  warning: <WarningFilled style={{ fontSize: 56, color: 'var(--ant-color-warning, #faad14)' }} />,
  'not-found': <QuestionCircleFilled style={{ fontSize: 56, color: 'var(--ant-color-primary, #1677ff)' }} />,
};

export interface StatusPageProps {
  status: keyof typeof icons;
  /** The page's main heading. */
  title: string;
  description: string;
  /** The one way out (Reload, Retry, Back to home). */
  action: ReactNode;
}

/**
 * A whole-page message: the shell's error, unavailable and not-found pages. Deliberately light (an icon
 * instead of antd Result, whose illustrations would load on every first visit, and plain headings instead
 * of antd Typography, which brings Input and Tooltip).
 */
export function StatusPage({ status, title, description, action }: StatusPageProps) {
  return (
    <Flex vertical align="center" gap={12} style={{ padding: '48px 16px', textAlign: 'center' }}>
      <span aria-hidden="true">{icons[status]}</span>
      <h1 style={{ fontSize: 24, lineHeight: 1.35, margin: 0 }}>{title}</h1>
      <p style={{ color: brandColors.textSecondary, maxWidth: 560, margin: 0 }}>{description}</p>
      <div style={{ marginTop: 12 }}>{action}</div>
    </Flex>
  );
}
