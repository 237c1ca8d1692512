import { useId } from 'react';
import { Box } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslation } from 'react-i18next';
import { productSorts, type ProductSort } from '../../types';

type SortSelectProps = { value: ProductSort; onChange: (sort: ProductSort) => void };

/**
 * A native select: on phones it opens the system's own picker, which is the easiest to use there. Drawn like MUI's
 * small outlined field with its label on the border, but plain HTML: MUI's TextField brings its whole select and
 * menu machinery to the page's first load, for a picker the browser provides.
 */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box sx={{ position: 'relative', minWidth: { xs: 0, sm: 200 }, flex: { xs: 1, sm: 'none' } }}>
      <Box
        component="label"
        htmlFor={id}
        sx={{ position: 'absolute', top: -9, left: 10, px: 0.5, fontSize: 12, lineHeight: '18px', color: 'text.secondary', bgcolor: 'background.paper', zIndex: 1 }}
      >
        {t('catalogue.category.sort.label')}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event) => onChange(productSorts.find((sort) => sort === event.target.value) ?? 'new')}
        sx={{
          display: 'block',
          width: '100%',
          height: 40,
          m: 0,
          pl: 1.75,
          pr: 4,
          appearance: 'none',
          border: '1px solid rgba(0, 0, 0, 0.23)',
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          font: 'inherit',
          fontSize: 16,
          cursor: 'pointer',
          '&:hover': { borderColor: 'text.primary' },
          '&:focus-visible': { outline: 'none', borderColor: 'primary.main', boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` },
        }}
      >
        {productSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`catalogue.category.sort.${sort}`)}
          </option>
        ))}
      </Box>
      <ArrowDropDownIcon aria-hidden sx={{ position: 'absolute', right: 8, top: '50%', transform: 'translateY(-50%)', pointerEvents: 'none', color: 'text.secondary' }} />
    </Box>
  );
}
