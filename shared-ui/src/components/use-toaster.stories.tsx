import type { Meta, StoryObj } from '@storybook/react';
import { Button, Flex } from 'antd';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useToaster } from './use-toaster';

function ToasterDemo() {
  const toast = useToaster();
  return (
    <Flex gap={8} wrap>
      <Button onClick={() => toast.info('Results appear as a toast for 4 seconds')}>Info toast</Button>
      <Button onClick={() => toast.success('Profile updated successfully!')}>Success toast</Button>
      <Button danger onClick={() => toast.error('Update failed: network error')}>
        Error toast
      </Button>
      <Button onClick={() => Array.from({ length: 25 }, (_, i) => toast.info(`Toast number ${i + 1}`))}>
        Show 25 toasts
      </Button>
      <Button
        onClick={() =>
          toast.notice({
            type: 'success',
            key: 'verify',
            title: 'Verification email sent!',
            description: 'Check your inbox at ada@example.com to confirm your account.',
            actions: (
              <Button type="primary" onClick={() => toast.dismiss('verify')}>
                Got it
              </Button>
            ),
          })
        }
      >
        Sticky notice
      </Button>
      <Button onClick={() => toast.dismiss()}>Dismiss all</Button>
    </Flex>
  );
}

const meta = {
  title: 'Feedback/Toaster',
  component: ToasterDemo,
  parameters: {
    docs: {
      description: {
        component:
          '`useToaster()` under `ThemeProvider`: info 4000 ms, success 2000 ms, error 5000 ms, at most 20 at once.',
      },
    },
  },
} satisfies Meta<typeof ToasterDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Kinds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success toast' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    await userEvent.click(canvas.getByRole('button', { name: 'Error toast' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Update failed: network error');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss all' }));
  },
};

export const AtMostTwenty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show 25 toasts' }));
    await waitFor(() => expect(screen.getByText('Toast number 25')).toBeVisible());
    await expect(screen.getAllByText(/^Toast number \d+$/)).toHaveLength(20);
    await expect(screen.queryByText('Toast number 5')).not.toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss all' }));
  },
};

export const StickyNotice: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sticky notice' }));
    await waitFor(() => expect(screen.getByText('Verification email sent!')).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByText('Verification email sent!')).not.toBeInTheDocument());
  },
};
