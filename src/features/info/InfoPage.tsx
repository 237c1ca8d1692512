import { Box, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BranchList } from './components/BranchList';
import { ContactChannels } from './components/ContactChannels';
import { ContactForm } from './components/ContactForm';
import { InfoArticleSections } from './components/InfoArticleSections';
import { InfoNav } from './components/InfoNav';
import { toInfoSections } from './infoSections';
import type { InfoTopic } from './infoTopics';

/** /about, /terms, /branches, /contact and /privacy: the shop's information pages, from info.json. */
export function InfoPage({ topic }: { topic: InfoTopic }) {
  const { t } = useTranslation();
  const title = t(`pages.${topic}`);
  const sections = toInfoSections(t(`info.${topic}.sections`, { returnObjects: true }));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${title} — ${t('app.name')}`}</title>
      <Box component="article" aria-labelledby="info-title">
        <Typography id="info-title" variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {title}
        </Typography>
        <Typography component="p" sx={{ mt: 1.5, fontSize: { xs: 17, md: 19 }, lineHeight: 1.55, color: 'text.secondary', maxWidth: 720 }}>
          {t(`info.${topic}.lead`)}
        </Typography>
        {topic === 'branches' && <BranchList />}
        {topic === 'contact' && <ContactChannels />}
        {topic === 'contact' && <ContactForm />}
        <InfoArticleSections sections={sections} />
      </Box>
      <InfoNav current={topic} />
    </Container>
  );
}
