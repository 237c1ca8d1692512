import type { Server } from 'node:http';
import { loadConfig } from '../config';
import type { CheckoutRequest } from '../orders/holders';
import { checkoutUrl } from './checkout';
import { selfBaseUrl, shopReturnUrl } from '../sandbox/payments/self-address';

const live = loadConfig({
  PUBLIC_URL: 'https://libos.uz',
  PAYME_MERCHANT_ID: '5e730e8e0b852a417aa49ceb',
  PAYME_KEY: 'k',
  CLICK_SERVICE_ID: '71',
  CLICK_MERCHANT_ID: '92',
  CLICK_SECRET_KEY: 's',
  CLICK_MERCHANT_USER_ID: 'u',
  SHOP_TIN: '301234567',
  SHOP_DELIVERY_MXIK: '10112006002000000',
  SHOP_DELIVERY_PACKAGE_CODE: '1209779',
  UZUM_SERVICE_ID: '498',
  UZUM_LOGIN: 'l',
  UZUM_PASSWORD: 'p',
});
const sandbox = loadConfig({ PUBLIC_URL: 'https://demo.libos.uz' });
const request = (method: CheckoutRequest['method'], language: 'uz' | 'ru' = 'ru'): CheckoutRequest => ({
  method,
  orderId: 42,
  amount: 427_900,
  language,
  returnUrl: 'https://libos.uz/my-orders?from=pay',
  shopUrl: 'https://demo.libos.uz',
});

describe('checkoutUrl with keys: the providers’ own checkouts', () => {
  it('PayMe: base64 of m, ac.order_id, a (tiyin), c and l after checkout.paycom.uz', () => {
    const url = checkoutUrl(live, request('PAYME', 'uz'));
    expect(url.startsWith('https://checkout.paycom.uz/')).toBe(true);
    const decoded = Buffer.from(url.slice('https://checkout.paycom.uz/'.length), 'base64').toString('utf8');
    expect(decoded).toBe('m=5e730e8e0b852a417aa49ceb;ac.order_id=42;a=42790000;c=https://libos.uz/my-orders?from=pay;l=uz');
  });

  it("Click: service and merchant ids, the amount in so'm, the order as transaction_param, the encoded return address", () => {
    expect(checkoutUrl(live, request('CLICK'))).toBe(
      'https://my.click.uz/services/pay?service_id=71&merchant_id=92&amount=427900&transaction_param=42' +
        '&return_url=https%3A%2F%2Flibos.uz%2Fmy-orders%3Ffrom%3Dpay',
    );
  });

  it('Uzum: the service id, the order, the amount in tiyin and the redirect address', () => {
    expect(checkoutUrl(live, request('UZUM'))).toBe(
      'https://www.uzumbank.uz/open-service?serviceId=498&order_id=42&amount=42790000&redirectUrl=https%3A%2F%2Flibos.uz%2Fmy-orders%3Ffrom%3Dpay',
    );
  });
});

describe('checkoutUrl in sandbox mode', () => {
  it.each(['PAYME', 'CLICK', 'UZUM'] as const)('%s points at the server’s own page with what the page needs', (method) => {
    const url = new URL(checkoutUrl(sandbox, request(method)));
    expect(`${url.origin}${url.pathname}`).toBe(`https://demo.libos.uz/sandbox/${method.toLowerCase()}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      order_id: '42',
      amount: '427900',
      return_url: 'https://libos.uz/my-orders?from=pay',
      lang: 'ru',
    });
  });

  it('mixes: a provider with keys goes live while the others stay in the sandbox', () => {
    const mixed = loadConfig({ PUBLIC_URL: 'https://libos.uz', UZUM_SERVICE_ID: '498', UZUM_LOGIN: 'l', UZUM_PASSWORD: 'p' });
    expect(checkoutUrl(mixed, request('UZUM'))).toMatch(/^https:\/\/www\.uzumbank\.uz\//);
    expect(checkoutUrl(mixed, request('PAYME'))).toMatch(/^https:\/\/demo\.libos\.uz\/sandbox\/payme\?/);
  });
});

describe('the sandbox’s addresses', () => {
  const listening = (address: ReturnType<Server['address']>) => ({ address: () => address }) as unknown as Server;

  it("calls the shop where it listens, a wildcard address as loopback, else at the shop's address", () => {
    expect(selfBaseUrl(listening({ address: '0.0.0.0', family: 'IPv4', port: 8123 }), 'https://libos.uz')).toBe('http://127.0.0.1:8123');
    expect(selfBaseUrl(listening({ address: '::', family: 'IPv6', port: 3000 }), 'https://libos.uz')).toBe('http://[::1]:3000');
    expect(selfBaseUrl(listening({ address: '10.0.0.5', family: 'IPv4', port: 80 }), 'https://libos.uz')).toBe('http://10.0.0.5:80');
    expect(selfBaseUrl(listening(null), 'https://libos.uz')).toBe('https://libos.uz');
  });

  it("takes only return addresses on the shop's origins", () => {
    expect(shopReturnUrl('https://libos.uz/my-orders', ['https://libos.uz'])).toBe('https://libos.uz/my-orders');
    expect(shopReturnUrl('/my-orders?x=1', ['https://libos.uz'])).toBe('https://libos.uz/my-orders?x=1');
    for (const bad of ['https://libos.uz.evil.com/', '//evil.com/', '/\\evil.com', 'http://libos.uz/', 'javascript:alert(1)', 'https://libos.uz:444/']) {
      expect(shopReturnUrl(bad, ['https://libos.uz'])).toBeUndefined();
    }
    // The origin the page was opened at and PUBLIC_URL's are both the shop's; a relative address is read against the first.
    const origins = ['http://192.168.1.20:3000', 'https://libos.uz'];
    expect(shopReturnUrl('http://192.168.1.20:3000/my-orders', origins)).toBe('http://192.168.1.20:3000/my-orders');
    expect(shopReturnUrl('https://libos.uz/my-orders', origins)).toBe('https://libos.uz/my-orders');
    expect(shopReturnUrl('/my-orders', origins)).toBe('http://192.168.1.20:3000/my-orders');
    expect(shopReturnUrl('http://192.168.1.21:3000/my-orders', origins)).toBeUndefined();
  });
});
