import { Stack, Typography } from '@mui/material';

export type MoneyRow = { label: string; value: string; strong?: boolean; accent?: boolean };

/**
 * Label and amount pairs as a description list, the total set apart below a rule. The rule is the total row's border:
 * a dl may hold only its terms, details and their div groups, so an <hr> there breaks the list for screen readers.
 */
export function MoneyRows({ rows, total }: { rows: MoneyRow[]; total: MoneyRow }) {
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      {rows.map((row) => (
        <Row key={row.label} {...row} />
      ))}
      <Row {...total} strong ruled />
    </Stack>
  );
}

function Row({ label, value, strong = false, accent = false, ruled = false }: MoneyRow & { ruled?: boolean }) {
  const rule = ruled ? { borderTop: 1, borderColor: 'divider', pt: 1 } : {};
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2, ...rule }}>
      <Typography component="dt" sx={{ fontSize: strong ? 16 : 14, fontWeight: strong ? 700 : 400, color: strong ? 'text.primary' : 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontSize: strong ? 17 : 14, fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap', color: accent ? 'secondary.main' : 'text.primary' }}
      >
        {value}
      </Typography>
    </Stack>
  );
}
