import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Whether the visitor's account panel is open. In the store rather than in the layout, so any page (a
 * heart on a product card, "add to cart" as a visitor) can ask the visitor to log in. A page whose work goes on
 * once the visitor has signed in (the checkout) opens it with `stayOnPage`, so the sign-in leaves the shopper there
 * instead of taking them to the profile.
 */
export const accountPanelSlice = createSlice({
  name: 'accountPanel',
  initialState: { open: false, stayOnPage: false },
  reducers: {
    accountPanelOpened: (state, action: PayloadAction<{ stayOnPage: boolean } | undefined>) => {
      state.open = true;
      state.stayOnPage = action.payload?.stayOnPage ?? false;
    },
    accountPanelClosed: (state) => {
      state.open = false;
    },
  },
  selectors: {
    selectAccountPanelOpen: (state) => state.open,
    selectStayOnPageAfterSignIn: (state) => state.stayOnPage,
  },
});

export const { accountPanelOpened, accountPanelClosed } = accountPanelSlice.actions;
export const { selectAccountPanelOpen, selectStayOnPageAfterSignIn } = accountPanelSlice.selectors;
