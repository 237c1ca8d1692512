/**
 * The phone's bottom bar height (src/app/layout/BottomBar): the layout leaves this much room under the page, and a
 * bar a page pins to the bottom (the cart's checkout bar) sits just above it.
 */
export const bottomBarHeight = 64;
