import { detectMiniApp, isMiniApp, miniAppLaunchParams } from './launch';
import { deepLinkPath } from './deepLink';
import { telegramColors } from './telegramTheme';
import { demoInitData, launchInTelegram, leaveTelegram } from './testing/fakeWebApp';

afterEach(leaveTelegram);

describe('Mini App detection', () => {
  it('finds Telegram’s launch data in the address’s hash and keeps it for the tab', () => {
    launchInTelegram();
    expect(isMiniApp()).toBe(true);
    expect(new URLSearchParams(miniAppLaunchParams() ?? '').get('tgWebAppData')).toBe(demoInitData);

    // The shop's navigation drops the hash; a reload (or the return from a payment) still runs as the Mini App.
    window.history.replaceState(null, '', '/cart');
    expect(detectMiniApp()).toBe(true);
    expect(new URLSearchParams(miniAppLaunchParams() ?? '').get('tgWebAppData')).toBe(demoInitData);
  });

  it('is the ordinary shop without launch data, whatever else the hash holds', () => {
    window.history.replaceState(null, '', '/#reviews');
    expect(detectMiniApp()).toBe(false);
    expect(isMiniApp()).toBe(false);
    expect(miniAppLaunchParams()).toBeNull();
  });
});

describe('deep links', () => {
  it('open a product, a category or a look, by the Mini App’s names and the bot’s short ones', () => {
    expect(deepLinkPath('product_42')).toBe('/productDetail/42');
    expect(deepLinkPath('p_42')).toBe('/productDetail/42');
    expect(deepLinkPath('category_7')).toBe('/categoryDetail/7');
    expect(deepLinkPath('look_3')).toBe('/looksDetail/3');
    expect(deepLinkPath('l_3')).toBe('/looksDetail/3');
  });

  it('open nothing for a missing or unknown parameter', () => {
    expect(deepLinkPath(undefined)).toBeNull();
    expect(deepLinkPath('order_5')).toBeNull();
    expect(deepLinkPath('product_0')).toBeNull();
    expect(deepLinkPath('product_x')).toBeNull();
  });
});

describe('Telegram’s theme as the shop’s colours', () => {
  it('maps a dark theme onto the palette', () => {
    expect(
      telegramColors(
        {
          bg_color: '#17212b',
          text_color: '#f5f5f5',
          hint_color: '#708499',
          link_color: '#6ab3f3',
          button_color: '#5288c1',
          button_text_color: '#ffffff',
          secondary_bg_color: '#232e3c',
          section_bg_color: '#17212b',
          accent_text_color: '#6ab2f2',
          destructive_text_color: '#ec3942',
        },
        'dark',
      ),
    ).toEqual({
      mode: 'dark',
      background: '#17212b',
      paper: '#17212b',
      text: '#f5f5f5',
      textMuted: '#708499',
      primary: '#5288c1',
      onPrimary: '#ffffff',
      accent: '#6ab2f2',
      error: '#ec3942',
    });
  });

  it('fills what an older client leaves out, and keeps the shop’s own colours without a background and text', () => {
    expect(telegramColors({ bg_color: '#ffffff', text_color: '#000000', link_color: '#2481cc' }, 'light')).toEqual({
      mode: 'light',
      background: '#ffffff',
      paper: '#ffffff',
      text: '#000000',
      textMuted: '#000000',
      primary: '#2481cc',
      onPrimary: '#ffffff',
      accent: '#2481cc',
    });
    expect(telegramColors({ button_color: '#2481cc' }, 'light')).toBeNull();
  });
});
