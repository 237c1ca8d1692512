/** Lines and summary stacked on phones; side by side, the summary in a fixed column, from md up. */
export const cartLayoutSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
  columnGap: 5,
  rowGap: 3,
  alignItems: 'start',
} as const;
