import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, IconButton, Popover, Stack } from '@mui/material';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import { useTranslation } from 'react-i18next';
import { digitsOf, withSeparators } from './dateText';

/*
 * DateField's month calendar, a pop-up of its own chunk (loaded when first opened), for a date picked rather than typed.
 * The keyboard works it as a date picker dialog should (WAI-ARIA APG, "Date Picker Dialog"): the days are one grid
 * and one Tab stop, arrows move a day or a week, Home / End to the week's ends, Page Up / Down a month (with Shift a
 * year), Enter or Space picks, Escape closes; the month and year choosers jump far, as a birth date needs.
 * Its words are in the profile area, not the first load's texts (as failureMessage's): a date field is always shown
 * with every area loaded.
 */

type DateCalendarProps = {
  anchor: HTMLElement;
  /** The day the field holds ("1990-03-15"), or '' for none: the calendar opens on it, else on today. */
  value: string;
  /** Today in Tashkent ("2026-11-30"), marked on the grid. */
  today: string;
  onPick: (day: string) => void;
  onClose: () => void;
};

// The server refuses birth dates before 1900; no date the shop keeps is older, nor more than ten years ahead.
const FIRST_DAY = '1900-01-01';
const yearsAhead = 10;
const monthKeys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
const weekdayKeys = ['1', '2', '3', '4', '5', '6', '7'] as const;

// Days are UTC midnights as ISO text, so neither the device's zone nor its summer time moves one.
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function addDays(day: string, days: number): string {
  const date = dateOf(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** The same day `months` months on, or the month's last when it is shorter (31.01 + 1 month -> 28.02). */
function addMonths(day: string, months: number): string {
  const date = dateOf(day);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date.getUTCDate(), last));
  return dayOf(first);
}

/** The weeks (Monday first, as Uzbekistan counts them) of the day's month; null where a week reaches another month. */
function weeksOf(day: string): Array<Array<string | null>> {
  const date = dateOf(day);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  const length = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: Array<string | null> = Array.from({ length: (first.getUTCDay() + 6) % 7 }, () => null);
  for (let offset = 0; offset < length; offset += 1) cells.push(addDays(dayOf(first), offset));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The key's move from `day`, or null for a key the grid leaves alone. */
function moved(day: string, event: KeyboardEvent): string | null {
  const weekday = (dateOf(day).getUTCDay() + 6) % 7;
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday);
    case 'End':
      return addDays(day, 6 - weekday);
    case 'PageUp':
      return addMonths(day, event.shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(day, event.shiftKey ? 12 : 1);
    default:
      return null;
  }
}

const chooserSx = {
  font: 'inherit',
  fontSize: 15,
  fontWeight: 600,
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  px: 0.75,
  py: 0.5,
  cursor: 'pointer',
} as const;

export function DateCalendar({ anchor, value, today, onPick, onClose }: DateCalendarProps) {
  const { t } = useTranslation();
  const lastDay = `${Number(today.slice(0, 4)) + yearsAhead}-12-31`;
  const within = (day: string) => (day < FIRST_DAY ? FIRST_DAY : day > lastDay ? lastDay : day);
  const [focused, setFocused] = useState(() => within(value || today));
  const grid = useRef<HTMLTableElement | null>(null);
  // The grid's day takes focus when the calendar opens (the pop-up's portal attaches it a render later, hence the
  // callback) and as its keys move the day, not when a chooser or an arrow button changes the month.
  const focusGrid = useRef(false);
  const attachGrid = useCallback((node: HTMLTableElement | null) => {
    grid.current = node;
    node?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, []);
  useEffect(() => {
    if (focusGrid.current) grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [focused]);

  const show = (day: string, fromGrid: boolean) => {
    focusGrid.current = fromGrid;
    setFocused(within(day));
  };
  const year = Number(focused.slice(0, 4));
  const month = Number(focused.slice(5, 7));
  const monthName = t(`profile.calendar.months.${monthKeys[month - 1]!}`);
  const years = Array.from({ length: Number(lastDay.slice(0, 4)) - 1900 + 1 }, (_, index) => 1900 + index);
  // The chosen month (or year) with the focused day, or that month's last: the same move as Page Up / Down.
  const withMonth = (nextYear: number, nextMonth: number) => addMonths(focused, (nextYear - year) * 12 + nextMonth - month);

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(focused);
      return;
    }
    const next = moved(focused, event);
    if (next === null) return;
    event.preventDefault();
    show(next, true);
  };

  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      // The focus goes to the grid's day (attachGrid), not to the pop-up's frame; Tab still stays inside.
      disableAutoFocus
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': t('profile.calendar.label'), sx: { p: 1.5, mt: 0.5 } } }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton size="small" aria-label={t('profile.calendar.previous')} onClick={() => show(addMonths(focused, -1), false)}>
          <ChevronLeftRoundedIcon />
        </IconButton>
        <Box
          component="select"
          aria-label={t('profile.calendar.month')}
          value={month}
          onChange={(event) => show(withMonth(year, Number(event.target.value)), false)}
          sx={chooserSx}
        >
          {monthKeys.map((key) => (
            <option key={key} value={key}>
              {t(`profile.calendar.months.${key}`)}
            </option>
          ))}
        </Box>
        <Box component="select" aria-label={t('profile.calendar.year')} value={year} onChange={(event) => show(withMonth(Number(event.target.value), month), false)} sx={chooserSx}>
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Box>
        <IconButton size="small" aria-label={t('profile.calendar.next')} onClick={() => show(addMonths(focused, 1), false)}>
          <ChevronRightRoundedIcon />
        </IconButton>
      </Stack>
      <Box
        component="table"
        role="grid"
        ref={attachGrid}
        aria-label={`${monthName} ${year}`}
        onKeyDown={onGridKey}
        sx={{ borderCollapse: 'collapse', mx: 'auto', '& th, & td': { width: 40, height: 36, p: 0, textAlign: 'center', fontSize: 14 } }}
      >
        <thead>
          <tr>
            {weekdayKeys.map((key) => (
              <Box component="th" key={key} scope="col" abbr={t(`profile.calendar.weekdays.${key}`)} sx={{ color: 'text.secondary', fontWeight: 500 }}>
                {t(`profile.calendar.weekdaysShort.${key}`)}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(focused).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) =>
                day === null ? (
                  <td key={`blank-${index}`} />
                ) : (
                  <Box
                    component="td"
                    key={day}
                    role="gridcell"
                    tabIndex={day === focused ? 0 : -1}
                    aria-selected={day === value}
                    aria-current={day === today ? 'date' : undefined}
                    aria-label={withSeparators(digitsOf(day, 'date'))}
                    onClick={() => onPick(day)}
                    onFocus={() => {
                      focusGrid.current = true;
                    }}
                    sx={{
                      cursor: 'pointer',
                      borderRadius: '50%',
                      fontWeight: day === today ? 700 : 400,
                      color: day === value ? 'primary.contrastText' : 'text.primary',
                      bgcolor: day === value ? 'primary.main' : 'transparent',
                      outlineOffset: -2,
                      '&:hover': day === value ? undefined : { bgcolor: 'action.hover' },
                      // Where the arrows are: the grid's one stop, ringed whenever it has focus (keys move it).
                      '&:focus': { outline: '2px solid var(--clay)' },
                    }}
                  >
                    {Number(day.slice(8))}
                  </Box>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </Popover>
  );
}
