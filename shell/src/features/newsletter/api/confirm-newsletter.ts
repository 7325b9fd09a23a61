import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';

/** The confirmation link's token → true when it confirmed a subscription (confirm_newsletter RPC). */
export async function confirmNewsletter(token: string): Promise<boolean> {
  const { data, error } = await getSupabase().rpc('confirm_newsletter', { p_token: token });
  if (error) throw new Error(`confirm_newsletter: ${error.message}`);
  return data === true;
}

export function useConfirmNewsletter() {
  return useMutation({ mutationFn: confirmNewsletter });
}
