import { Divider, Stack, Typography } from '@mui/material';

export type MoneyRow = { label: string; value: string; strong?: boolean; accent?: boolean };

/** Label and amount pairs as a description list, the total set apart below a rule. */
export function MoneyRows({ rows, total }: { rows: MoneyRow[]; total: MoneyRow }) {
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      {rows.map((row) => (
        <Row key={row.label} {...row} />
      ))}
      <Divider />
      <Row {...total} strong />
    </Stack>
  );
}

function Row({ label, value, strong = false, accent = false }: MoneyRow) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
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
