/** The blocks and the summary stacked on phones; side by side, the summary in a fixed column, from md up. */
export const checkoutLayoutSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
  columnGap: 4,
  rowGap: 2,
  alignItems: 'start',
} as const;
