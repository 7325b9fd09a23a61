import { SETTINGS_TOAST_MS } from '@partyeasy/shared-domain';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { useToaster } from '@partyeasy/shared-ui/components/use-toaster';
import { Skeleton, Switch } from 'antd';
import { useId } from 'react';
import { useMessageEmails } from '../api/get-message-emails';
import { useSetMessageEmails } from '../api/set-message-emails';

/** 'E-mail me when a message waits': saved as soon as it is switched. */
export function MessageEmailsSetting({ userId }: { userId: string }) {
  const setting = useMessageEmails(userId);
  const save = useSetMessageEmails(userId);
  const toaster = useToaster();
  const id = useId();

  if (setting.isError) {
    return (
      <LoadError
        message="We couldn't load your e-mail settings. Please try again."
        onRetry={() => void setting.refetch()}
        retrying={setting.isFetching}
      />
    );
  }
  if (setting.data === undefined) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
      <Switch
        id={id}
        checked={setting.data}
        aria-describedby={`${id}-help`}
        onChange={(enabled) =>
          save.mutate(
            { userId, enabled },
            {
              onSuccess: () =>
                toaster.success(
                  enabled
                    ? 'We will e-mail you when a message waits.'
                    : 'We will not e-mail you about waiting messages.',
                  { durationMs: SETTINGS_TOAST_MS },
                ),
              onError: (error) =>
                toaster.error(`Update failed: ${error.message}`, { durationMs: SETTINGS_TOAST_MS }),
            },
          )
        }
      />
      <div>
        <label htmlFor={id} style={{ fontWeight: 500 }}>
          E-mail me when a message waits
        </label>
        <div id={`${id}-help`} style={{ color: '#57534e', fontSize: 14 }}>
          One e-mail per conversation when a message has waited unread for 10 minutes, and another only after
          you have read it.
        </div>
      </div>
    </div>
  );
}
