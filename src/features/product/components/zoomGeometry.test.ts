import { fitted, hoverFocus, keepInside, MAX_SCALE, panBy, pinch, toggleZoom, zoomTo } from './zoomGeometry';

const stage = { width: 400, height: 800 };
const centre = { x: 200, y: 400 };

describe('hoverFocus', () => {
  const picture = { left: 100, top: 50, width: 200, height: 400 };

  it('puts the magnified part where the pointer is, in percent of the picture', () => {
    expect(hoverFocus(picture, { x: 100, y: 50 })).toEqual({ x: 0, y: 0 });
    expect(hoverFocus(picture, { x: 150, y: 350 })).toEqual({ x: 25, y: 75 });
    expect(hoverFocus(picture, { x: 300, y: 450 })).toEqual({ x: 100, y: 100 });
  });

  it('stays within the picture when the pointer is on its border or past it, and centres on a picture with no size', () => {
    expect(hoverFocus(picture, { x: 40, y: 900 })).toEqual({ x: 0, y: 100 });
    expect(hoverFocus({ left: 0, top: 0, width: 0, height: 0 }, { x: 5, y: 5 })).toEqual({ x: 50, y: 50 });
  });
});

describe('the viewer zoom', () => {
  it('zooms in around the point under the fingers, which stays where it is on the screen', () => {
    const zoomed = zoomTo(fitted, 2, { x: 300, y: 400 }, stage);
    expect(zoomed).toEqual({ scale: 2, x: -100, y: 0 });
    // The picture's point that was at x = 300 (100 px right of the centre) is still there: -100 + 100 * 2.
    expect(zoomed.x + (300 - centre.x) * zoomed.scale).toBe(100);
  });

  it('never goes below the fitted picture nor past four times it', () => {
    expect(zoomTo(fitted, 0.3, centre, stage)).toEqual(fitted);
    expect(zoomTo(fitted, 12, centre, stage).scale).toBe(MAX_SCALE);
  });

  it('moves a magnified picture only as far as it reaches past the screen, and a fitted one not at all', () => {
    expect(panBy(fitted, 50, -30, stage)).toEqual(fitted);
    const zoomed = { scale: 2, x: 0, y: 0 };
    expect(panBy(zoomed, 50, -30, stage)).toEqual({ scale: 2, x: 50, y: -30 });
    expect(panBy(zoomed, 5000, 5000, stage)).toEqual({ scale: 2, x: 200, y: 400 });
    expect(keepInside({ scale: 1, x: 80, y: 80 }, stage)).toEqual(fitted);
  });

  it('follows two fingers: their spread scales, their middle moves the picture', () => {
    const spread = pinch(fitted, [{ x: 150, y: 400 }, { x: 250, y: 400 }], [{ x: 100, y: 400 }, { x: 300, y: 400 }], stage);
    expect(spread).toEqual({ scale: 2, x: 0, y: 0 });
    const movedToo = pinch(fitted, [{ x: 150, y: 400 }, { x: 250, y: 400 }], [{ x: 100, y: 450 }, { x: 300, y: 450 }], stage);
    expect(movedToo).toEqual({ scale: 2, x: 0, y: 50 });
    expect(pinch(fitted, [centre, centre], [centre, { x: 300, y: 400 }], stage)).toBe(fitted);
  });

  it('toggles between the fitted picture and a closer look at a double tap', () => {
    const closer = toggleZoom(fitted, centre, stage);
    expect(closer.scale).toBe(2.5);
    expect(toggleZoom(closer, centre, stage)).toEqual(fitted);
  });
});
