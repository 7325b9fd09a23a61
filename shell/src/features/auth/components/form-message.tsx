import { Alert } from 'antd';

export type FormMessageValue = { type: 'success' | 'error' | 'info'; text: string; detail?: string };

/** The result of a form, announced to screen readers (errors assertively). */
export function FormMessage({ value }: { value: FormMessageValue | undefined }) {
  if (!value) return null;
  return (
    <Alert
      showIcon
      type={value.type}
      message={value.text}
      description={value.detail}
      role={value.type === 'error' ? 'alert' : 'status'}
      style={{ marginBottom: 16 }}
    />
  );
}
