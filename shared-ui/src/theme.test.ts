import { theme } from 'antd';
import { getContrast } from 'color2k';
import { describe, expect, it } from 'vitest';
import { brandColors, partyEasyTheme } from './theme';

// What antd derives from the theme, i.e. the colours it actually paints.
const token = theme.getDesignToken(partyEasyTheme);

describe('theme contrast (WCAG AA, 4.5:1 for text)', () => {
  it.each([
    ['body text on white', token.colorText, token.colorBgContainer],
    ['body text on the page background', token.colorText, token.colorBgLayout],
    ['secondary text on white', token.colorTextSecondary, token.colorBgContainer],
    ['secondary text on the page background', token.colorTextSecondary, token.colorBgLayout],
    ['tertiary text on white', token.colorTextTertiary, token.colorBgContainer],
    ['descriptions on white', token.colorTextDescription, token.colorBgContainer],
    ['links on white', token.colorLink, token.colorBgContainer],
    ['links on the page background', token.colorLink, token.colorBgLayout],
    ['primary button text', '#ffffff', token.colorPrimary],
    ['hovered primary button text', '#ffffff', token.colorPrimaryHover],
    ['pressed primary button text', '#ffffff', token.colorPrimaryActive],
    ['danger button text', '#ffffff', token.colorError],
    ['success tag', token.colorSuccess, token.colorSuccessBg],
    ['warning tag', token.colorWarning, token.colorWarningBg],
    ['error tag', token.colorError, token.colorErrorBg],
    ['info tag', token.colorInfo, token.colorInfoBg],
    ['default tag', brandColors.text, '#f5efe8'],
    ['error text on white', token.colorErrorText, token.colorBgContainer],
    ['avatar initial', '#ffffff', brandColors.primary],
    ['favourite heart (graphic, 3:1) on white', brandColors.favourite, '#ffffff'],
    ['current navigation item', brandColors.selectedText, brandColors.selectedBackground],
    ['time slot label', brandColors.slotText, brandColors.slotBackground],
    ['time slot label being saved', brandColors.slotText, brandColors.slotPendingBackground],
    ['slot count on a day (phone)', brandColors.slotText, brandColors.surface],
    ['slot count on today (phone)', brandColors.slotText, brandColors.selectedBackground],
    ['slot count on a past day (phone)', brandColors.slotText, brandColors.pastDayBackground],
    [
      'slot count on a day of another month (phone)',
      brandColors.slotText,
      brandColors.outsideMonthBackground,
    ],
    ['day number of a past day', brandColors.textTertiary, brandColors.pastDayBackground],
    ['day number of another month', brandColors.textTertiary, brandColors.outsideMonthBackground],
  ])('%s', (_, foreground, background) => {
    expect(getContrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('shows the available-day dot (a graphic) at 3:1 or more', () => {
    expect(getContrast(brandColors.success, '#ffffff')).toBeGreaterThanOrEqual(3);
  });
});
