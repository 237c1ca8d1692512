import { createSlice } from '@reduxjs/toolkit';

/**
 * Whether the visitor's account panel is open. In the store rather than in the layout, so any page (a
 * heart on a product card, "add to cart" as a visitor) can ask the visitor to log in.
 */
export const accountPanelSlice = createSlice({
  name: 'accountPanel',
  initialState: { open: false },
  reducers: {
    accountPanelOpened: (state) => {
      state.open = true;
    },
    accountPanelClosed: (state) => {
      state.open = false;
    },
  },
  selectors: {
    selectAccountPanelOpen: (state) => state.open,
  },
});

export const { accountPanelOpened, accountPanelClosed } = accountPanelSlice.actions;
export const { selectAccountPanelOpen } = accountPanelSlice.selectors;
