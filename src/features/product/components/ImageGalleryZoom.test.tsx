import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../app/providers';
import { makeStore } from '../../../app/store';
import type { Language } from '../../../i18n/languages';
import { createI18n } from '../../../i18n/setup';
import ru from '../../../i18n/ru/product.json';
import uz from '../../../i18n/uz/product.json';
import { ImageGallery } from './ImageGallery';
import { setScreenWidth } from '../../../../test/web/screen';

const pictures = ['/media/garment/a.svg', '/media/garment/b.svg', '/media/garment/c.svg'];

function renderGallery(language: Language = 'uz') {
  return render(
    <AppProviders store={makeStore()} i18n={createI18n(language)}>
      <ImageGallery images={pictures} label="Rasmlar" altFor={(index) => `Rasm ${index}`} />
    </AppProviders>,
  );
}

/** jsdom has no PointerEvent: a mouse event of that name carrying the pointer's fields, as React reads them. */
function pointer(target: Element, type: string, init: { clientX: number; clientY: number; pointerType?: string; pointerId?: number }) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: init.clientX, clientY: init.clientY });
  Object.defineProperties(event, { pointerType: { value: init.pointerType ?? 'mouse' }, pointerId: { value: init.pointerId ?? 1 } });
  act(() => {
    target.dispatchEvent(event);
  });
}

/** The first picture's frame, laid out as a 300 x 400 box at the page's top left corner. */
function firstFrame() {
  const frame = screen.getByAltText('Rasm 1').parentElement!;
  frame.getBoundingClientRect = () => ({ left: 0, top: 0, width: 300, height: 400, right: 300, bottom: 400, x: 0, y: 0, toJSON: () => ({}) });
  return frame;
}

const zoomLayer = () => document.querySelector<HTMLElement>('[data-zoom-layer]');

describe('ImageGallery: the magnifier on a wide screen', () => {
  beforeEach(() => setScreenWidth(1280));

  it('shows the picture under the mouse magnified around the pointer, and follows it', () => {
    renderGallery();
    const frame = firstFrame();
    expect(zoomLayer()).toBeNull();

    pointer(frame, 'pointermove', { clientX: 75, clientY: 100 });
    const layer = zoomLayer()!;
    expect(layer).not.toBeNull();
    expect(layer.style.backgroundSize).toBe('250%');
    expect(layer.style.backgroundPosition).toBe('25% 25%');
    expect(layer.style.backgroundImage).toContain('/media/garment/a.svg');
    expect(layer).toHaveAttribute('aria-hidden');

    pointer(frame, 'pointermove', { clientX: 300, clientY: 300 });
    expect(zoomLayer()!.style.backgroundPosition).toBe('100% 75%');
  });

  it('ends when the pointer leaves, and with Escape until the pointer comes back', () => {
    renderGallery();
    const frame = firstFrame();
    pointer(frame, 'pointermove', { clientX: 10, clientY: 10 });
    fireEvent.pointerLeave(frame);
    expect(zoomLayer()).toBeNull();

    pointer(frame, 'pointermove', { clientX: 10, clientY: 10 });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(zoomLayer()).toBeNull();
    pointer(frame, 'pointermove', { clientX: 20, clientY: 20 });
    expect(zoomLayer()).toBeNull();

    fireEvent.pointerLeave(frame);
    pointer(frame, 'pointermove', { clientX: 20, clientY: 20 });
    expect(zoomLayer()).not.toBeNull();
  });

  it('leaves a finger alone: touch scrolls the page', () => {
    renderGallery();
    pointer(firstFrame(), 'pointermove', { clientX: 10, clientY: 10, pointerType: 'touch' });
    expect(zoomLayer()).toBeNull();
  });
});

describe('ImageGallery: the full-screen viewer', () => {
  it('opens from a picture’s zoom button with the focus on Close, zooms with its buttons, and gives the focus back', async () => {
    const user = userEvent.setup();
    renderGallery();
    const second = screen.getByRole('button', { name: uz.gallery.zoom.replace('{{index}}', '2') });

    await user.click(second);
    const viewer = await screen.findByRole('dialog', { name: uz.gallery.viewer });
    expect(viewer).toHaveAttribute('aria-modal', 'true');
    // The focus moves in the viewer's effect, which may run just after the dialog is found on a busy machine.
    await waitFor(() => expect(screen.getByRole('button', { name: uz.gallery.close })).toHaveFocus());
    const picture = screen.getAllByAltText('Rasm 2').find((image) => viewer.contains(image))!;
    expect(picture).toHaveAttribute('data-scale', '1');
    expect(screen.getByRole('button', { name: uz.gallery.zoomOut })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: uz.gallery.zoomIn }));
    expect(picture).toHaveAttribute('data-scale', '1.5');
    expect(picture.style.transform).toContain('scale(1.5)');
    await user.keyboard('+');
    expect(picture).toHaveAttribute('data-scale', '2.25');
    await user.keyboard('-');
    expect(picture).toHaveAttribute('data-scale', '1.5');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(second).toHaveFocus();
  });

  it('keeps Tab among its own buttons', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: uz.gallery.zoom.replace('{{index}}', '1') }));
    const close = await screen.findByRole('button', { name: uz.gallery.close });
    await user.tab();
    expect(screen.getByRole('button', { name: uz.gallery.previous })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: uz.gallery.next })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('pages through every picture with the arrow keys and its buttons, saying where it is, each picture whole', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: uz.gallery.zoom.replace('{{index}}', '1') }));
    const viewer = await screen.findByRole('dialog', { name: uz.gallery.viewer });
    const shown = () => viewer.querySelector('[data-zoom-stage] img');
    const previous = within(viewer).getByRole('button', { name: uz.gallery.previous });
    const next = within(viewer).getByRole('button', { name: uz.gallery.next });
    await waitFor(() => expect(within(viewer).getByRole('button', { name: uz.gallery.close })).toHaveFocus());
    expect(shown()).toHaveAttribute('alt', 'Rasm 1');
    expect(within(viewer).getByText('1 / 3')).toHaveAttribute('aria-live', 'polite');
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('alt', 'Rasm 2');
    expect(shown()).toHaveAttribute('src', '/media/garment/b.svg');
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    expect(previous).toHaveAttribute('aria-disabled', 'false');

    await user.click(next);
    expect(shown()).toHaveAttribute('alt', 'Rasm 3');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // The last picture is the last: no ring back to the first.
    await user.click(next);
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('alt', 'Rasm 3');

    // Magnified, the arrows move the picture rather than leave it; the next picture opens whole.
    await user.keyboard('+');
    expect(shown()).toHaveAttribute('data-scale', '1.5');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAttribute('alt', 'Rasm 3');
    await user.click(previous);
    expect(shown()).toHaveAttribute('alt', 'Rasm 2');
    expect(shown()).toHaveAttribute('data-scale', '1');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAttribute('alt', 'Rasm 1');
  });

  it('goes to the next or previous picture on a sideways swipe, never on a pinch or an upward drag', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByAltText('Rasm 2'));
    const viewer = await screen.findByRole('dialog', { name: uz.gallery.viewer });
    const stage = viewer.querySelector('[data-zoom-stage]')!;
    stage.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 800, right: 400, bottom: 800, x: 0, y: 0, toJSON: () => ({}) });
    const shown = () => stage.querySelector('img');
    const swipe = (from: [number, number], to: [number, number], pointerId: number) => {
      pointer(stage, 'pointerdown', { clientX: from[0], clientY: from[1], pointerType: 'touch', pointerId });
      pointer(stage, 'pointermove', { clientX: to[0], clientY: to[1], pointerType: 'touch', pointerId });
      pointer(stage, 'pointerup', { clientX: to[0], clientY: to[1], pointerType: 'touch', pointerId });
    };
    expect(shown()).toHaveAttribute('alt', 'Rasm 2');

    swipe([300, 400], [120, 420], 1);
    expect(shown()).toHaveAttribute('alt', 'Rasm 3');
    swipe([100, 400], [300, 380], 2);
    expect(shown()).toHaveAttribute('alt', 'Rasm 2');
    // Mostly downwards, or too short: not a swipe.
    swipe([200, 200], [260, 500], 3);
    swipe([200, 400], [170, 400], 4);
    expect(shown()).toHaveAttribute('alt', 'Rasm 2');

    // Two fingers spread apart and lifted one by one: a zoom, not a swipe.
    pointer(stage, 'pointerdown', { clientX: 150, clientY: 400, pointerType: 'touch', pointerId: 5 });
    pointer(stage, 'pointerdown', { clientX: 250, clientY: 400, pointerType: 'touch', pointerId: 6 });
    pointer(stage, 'pointermove', { clientX: 50, clientY: 400, pointerType: 'touch', pointerId: 5 });
    pointer(stage, 'pointermove', { clientX: 350, clientY: 400, pointerType: 'touch', pointerId: 6 });
    pointer(stage, 'pointerup', { clientX: 350, clientY: 400, pointerType: 'touch', pointerId: 6 });
    pointer(stage, 'pointerup', { clientX: 50, clientY: 400, pointerType: 'touch', pointerId: 5 });
    expect(shown()).toHaveAttribute('alt', 'Rasm 2');
    expect(shown()).toHaveAttribute('data-scale', '3');
  });

  it('follows a pinch of two fingers on the picture, and a double tap back to the whole picture', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByAltText('Rasm 1'));
    const viewer = await screen.findByRole('dialog', { name: uz.gallery.viewer });
    const stage = viewer.querySelector('[data-zoom-stage]')!;
    stage.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 800, right: 400, bottom: 800, x: 0, y: 0, toJSON: () => ({}) });
    const picture = screen.getAllByAltText('Rasm 1').find((image) => viewer.contains(image))!;

    pointer(stage, 'pointerdown', { clientX: 150, clientY: 400, pointerType: 'touch', pointerId: 1 });
    pointer(stage, 'pointerdown', { clientX: 250, clientY: 400, pointerType: 'touch', pointerId: 2 });
    pointer(stage, 'pointermove', { clientX: 100, clientY: 400, pointerType: 'touch', pointerId: 1 });
    pointer(stage, 'pointermove', { clientX: 300, clientY: 400, pointerType: 'touch', pointerId: 2 });
    expect(picture).toHaveAttribute('data-scale', '2');
    pointer(stage, 'pointerup', { clientX: 300, clientY: 400, pointerType: 'touch', pointerId: 2 });

    // The finger left drags the magnified picture.
    pointer(stage, 'pointermove', { clientX: 60, clientY: 430, pointerType: 'touch', pointerId: 1 });
    expect(picture.style.transform).toBe('translate(-40px, 30px) scale(2)');
    pointer(stage, 'pointerup', { clientX: 60, clientY: 430, pointerType: 'touch', pointerId: 1 });

    pointer(stage, 'pointerdown', { clientX: 200, clientY: 400, pointerType: 'touch', pointerId: 3 });
    pointer(stage, 'pointerup', { clientX: 200, clientY: 400, pointerType: 'touch', pointerId: 3 });
    pointer(stage, 'pointerdown', { clientX: 202, clientY: 401, pointerType: 'touch', pointerId: 4 });
    expect(picture).toHaveAttribute('data-scale', '1');
    expect(picture.style.transform).toBe('translate(0px, 0px) scale(1)');
  });

  it('opens when a picture is tapped on a phone, with its buttons named in Russian', async () => {
    const user = userEvent.setup();
    renderGallery('ru');
    await user.click(screen.getByAltText('Rasm 1'));
    expect(await screen.findByRole('dialog', { name: ru.gallery.viewer })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ru.gallery.zoomIn })).toBeInTheDocument();
    expect(screen.getByText(ru.gallery.viewerHint)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ru.gallery.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
