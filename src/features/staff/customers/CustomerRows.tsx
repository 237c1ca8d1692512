import { Chip, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useFormatPrice } from '../../../components/Price';
import { customerPath, formatDay, formatPhone } from './customerFormat';
import type { StaffCustomerRow } from './types';

function DeletedChip() {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" label={t('staff.customers.deletedChip')} sx={{ ml: 1 }} />;
}

const columns = ['name', 'phone', 'orders', 'spent', 'joined'] as const;

/** The wide screen's table: a row opens the customer (the name is the link for the keyboard). */
export function CustomerTable({ customers }: { customers: StaffCustomerRow[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatPrice = useFormatPrice();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('staff.customers.listLabel')}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} align={column === 'orders' || column === 'spent' ? 'right' : 'left'}>
                {t(`staff.customers.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {customers.map((customer) => (
            <TableRow key={customer.id} hover onClick={() => void navigate(customerPath(customer.id))} sx={{ cursor: 'pointer' }}>
              <TableCell>
                <Link to={customerPath(customer.id)} onClick={(event) => event.stopPropagation()} style={{ color: 'inherit', fontWeight: 600 }}>
                  {customer.fullName}
                </Link>
                {customer.deletedAt && <DeletedChip />}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPhone(customer.phoneNumber)}</TableCell>
              <TableCell align="right">{customer.ordersCount}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatPrice(customer.totalSpent)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(customer.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A phone's list: one card a customer, the whole card a link. */
export function CustomerCards({ customers }: { customers: StaffCustomerRow[] }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  return (
    <Stack component="ul" aria-label={t('staff.customers.listLabel')} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {customers.map((customer) => (
        <li key={customer.id}>
          <Paper
            component={Link}
            to={customerPath(customer.id)}
            variant="outlined"
            sx={{ display: 'block', p: 1.5, borderRadius: 2, color: 'inherit', textDecoration: 'none' }}
          >
            <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {customer.fullName}
            </Typography>
            {customer.deletedAt && <DeletedChip />}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {formatPhone(customer.phoneNumber)}
            </Typography>
            <Typography variant="body2">
              {t('staff.customers.ordersCount', { count: customer.ordersCount })} · {formatPrice(customer.totalSpent)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('staff.customers.joined', { date: formatDay(customer.createdAt) })}
            </Typography>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
