/** Gallery and details side by side from md up (the details a little narrower), stacked on phones. */
export const productLayoutSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
  columnGap: { md: 5, lg: 7 },
  rowGap: 3,
  alignItems: 'start',
} as const;
