/** Every product picture is a 3:4 portrait; width and height are set so the page never jumps while it loads. */
export const productImageSize = { width: 600, height: 800 } as const;
export const productAspectRatio = `${productImageSize.width} / ${productImageSize.height}`;
/** The warm grey behind a picture that is still loading (or missing). */
export const productImageBackground = '#EEE8E1';
