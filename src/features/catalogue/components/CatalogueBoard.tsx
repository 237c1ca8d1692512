import { useState } from 'react';
import { Box, Link, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import EastIcon from '@mui/icons-material/East';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../app/config';
import { InlineLoadFailure } from '../../../components/InlineLoadFailure';
import { QueryView } from '../../../components/QueryView';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { useGetCategoryBlocksQuery } from '../api';
import type { Category } from '../types';
import { tileImageBackground } from './CategoryTile';
import { SubcategoryLinks } from './SubcategoryLinks';

type CatalogueBoardProps = { id: string };

/**
 * The header's catalogue board: the MENU_1 categories as vertical tabs (arrow keys move between them,
 * hovering or focusing one shows it) and the chosen one's subcategories beside them.
 */
export function CatalogueBoard({ id }: CatalogueBoardProps) {
  const { t } = useTranslation();
  const blocksRead = useGetCategoryBlocksQuery('MENU_1');

  return (
    <QueryView
      query={blocksRead}
      loading={
        <Box id={id} role="status" aria-busy="true" aria-label={t('layout.board.loading')} sx={{ p: 3, width: 260 }}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} variant="text" sx={{ fontSize: 18, my: 0.5 }} />
          ))}
        </Box>
      }
      failure={(retry) => (
        <div id={id}>
          <InlineLoadFailure message={t('layout.board.error')} onRetry={retry} />
        </div>
      )}
    >
      {(blocks) => <CatalogueTabs id={id} categories={blocks.map((block) => block.category)} />}
    </QueryView>
  );
}

/** The board once its categories are in: the chosen one (the first until another is hovered or focused) beside them. */
function CatalogueTabs({ id, categories }: { id: string; categories: Category[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [chosenId, setChosenId] = useState<number | null>(null);

  const chosen = categories.find((category) => category.id === chosenId) ?? categories[0];
  if (!chosen) {
    return (
      <Typography id={id} sx={{ p: 3, color: 'text.secondary' }}>
        {t('layout.board.empty')}
      </Typography>
    );
  }

  const tabId = (categoryId: number) => `${id}-tab-${categoryId}`;
  const panelId = `${id}-panel`;
  const chosenName = localizedName(chosen, language);
  const image = mediaUrl(chosen.verticalImage);

  return (
    <Box
      id={id}
      role="region"
      aria-label={t('layout.board.catalogueLabel')}
      sx={{ display: 'grid', gridTemplateColumns: { md: '240px 1fr', lg: '260px 1fr 200px' }, minHeight: 320 }}
    >
      <Tabs
        orientation="vertical"
        value={chosen.id}
        onChange={(_event, value: number) => setChosenId(value)}
        selectionFollowsFocus
        aria-label={t('layout.board.categories')}
        textColor="inherit"
        sx={{
          borderRight: 1,
          borderColor: 'divider',
          py: 1.5,
          '& .MuiTabs-indicator': { left: 0, width: 3, bgcolor: 'secondary.main' },
        }}
      >
        {categories.map((category) => (
          <Tab
            key={category.id}
            value={category.id}
            id={tabId(category.id)}
            aria-controls={panelId}
            label={localizedName(category, language)}
            onMouseEnter={() => setChosenId(category.id)}
            sx={{
              alignItems: 'flex-start',
              textAlign: 'left',
              minHeight: 44,
              px: 3,
              fontSize: 15,
              fontWeight: 500,
              opacity: 1,
              color: 'text.secondary',
              '&.Mui-selected': { color: 'text.primary', fontWeight: 700, bgcolor: 'background.default' },
            }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(chosen.id)} sx={{ px: 4, py: 3, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`/categoryDetail/${chosen.id}`}
          color="text.primary"
          underline="none"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, mb: 1.5, '&:hover .arrow': { transform: 'translateX(3px)' } }}
        >
          <Typography component="span" variant="h3">
            {chosenName}
          </Typography>
          <Typography component="span" sx={{ fontSize: 14, color: 'secondary.main', fontWeight: 600 }}>
            {t('layout.board.viewAll')}
          </Typography>
          <EastIcon className="arrow" fontSize="small" sx={{ color: 'secondary.main', transition: 'transform 150ms' }} />
        </Link>
        <SubcategoryLinks parent={chosen.id} columns={3} />
      </Box>
      {image && (
        <Box sx={{ display: { xs: 'none', lg: 'block' }, p: 2 }}>
          <Box
            component="img"
            src={image}
            alt=""
            width={600}
            height={800}
            sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: 2, bgcolor: tileImageBackground }}
          />
        </Box>
      )}
    </Box>
  );
}
