/**
 * The antd styles of the first screens of `/` and a vendor profile, made at build time (`build/first-screen.ts`)
 * for the shell's page with `renderFirstScreen` of `@partyeasy/shared-ui/prerender` (antd's record of them
 * included, so that antd does not write them again in the browser).
 */
import { renderFirstScreen } from '@partyeasy/shared-ui/prerender';
import { Button, Checkbox, Flex } from 'antd';

/** The antd components on the first screen of `/` and of a vendor profile (Wave comes with Button). */
function FirstScreenComponents() {
  return (
    <>
      <Button>Book</Button>
      <Checkbox />
      <Flex />
    </>
  );
}

/** The CSS text, for a `<style>` at the start of `<head>` (`@partyeasy/mf-config`). */
export function antdFirstStyles(): string {
  return renderFirstScreen(<FirstScreenComponents />).style;
}
