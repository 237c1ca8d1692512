import { act, render } from '@testing-library/react';
import { AppProviders } from '../../../app/providers';
import { makeStore } from '../../../app/store';
import { createI18n } from '../../../i18n/setup';
import { firstPictureWaitMs, ImageGallery } from './ImageGallery';

const pictures = ['/media/a.svg', '/media/b.svg'];

function renderGallery(images: string[], onFirstShown: () => void) {
  return render(
    <AppProviders store={makeStore()} i18n={createI18n('uz')}>
      <ImageGallery images={images} label="Rasmlar" altFor={(index) => `Rasm ${index}`} onFirstShown={onFirstShown} />
    </AppProviders>,
  );
}

/** Gives the images a `decode()` that settles when the test says so (jsdom has none). */
function controlledDecode() {
  let settle: (ok: boolean) => void = () => {};
  const decode = jest.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = (ok) => (ok ? resolve() : reject(new Error('broken picture')));
      }),
  );
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
  return { decode, settle: (ok: boolean) => settle(ok) };
}

/** Lets the decode promise settle, then the next frame and the paint after it pass. */
async function passAFrame() {
  await act(async () => {
    await Promise.resolve();
    jest.advanceTimersByTime(50);
  });
}

describe('ImageGallery: the first picture on the screen', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask'] }));
  afterEach(() => {
    jest.useRealTimers();
    delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
  });

  it('tells once the first picture is decoded and painted, not before', async () => {
    const { decode, settle } = controlledDecode();
    const onFirstShown = jest.fn();
    renderGallery(pictures, onFirstShown);

    expect(decode).toHaveBeenCalledTimes(1);
    await passAFrame();
    expect(onFirstShown).not.toHaveBeenCalled();

    settle(true);
    await passAFrame();
    expect(onFirstShown).toHaveBeenCalledTimes(1);
    // The cap passing later does not tell again.
    await act(async () => jest.advanceTimersByTime(firstPictureWaitMs));
    expect(onFirstShown).toHaveBeenCalledTimes(1);
  });

  it('tells when the picture cannot be shown, so the page does not wait for it', async () => {
    const { settle } = controlledDecode();
    const onFirstShown = jest.fn();
    renderGallery(pictures, onFirstShown);

    settle(false);
    await passAFrame();
    expect(onFirstShown).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a slow picture after the cap', async () => {
    controlledDecode();
    const onFirstShown = jest.fn();
    renderGallery(pictures, onFirstShown);

    await act(async () => jest.advanceTimersByTime(firstPictureWaitMs - 100));
    expect(onFirstShown).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(150));
    expect(onFirstShown).toHaveBeenCalledTimes(1);
  });

  it('tells at once when there is no picture, or the browser cannot decode ahead', () => {
    const withoutPictures = jest.fn();
    renderGallery([], withoutPictures);
    expect(withoutPictures).toHaveBeenCalledTimes(1);

    const withoutDecode = jest.fn();
    renderGallery(pictures, withoutDecode);
    expect(withoutDecode).toHaveBeenCalledTimes(1);
  });
});
