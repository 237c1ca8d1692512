import { Box, Typography } from '@mui/material';
import type { InfoSection } from '../infoSections';

/** The headed parts of an information page, in a comfortable reading width. */
export function InfoArticleSections({ sections }: { sections: InfoSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <Box component="section" key={section.id} aria-labelledby={`info-${section.id}`} sx={{ mt: { xs: 3.5, md: 4.5 }, maxWidth: 720 }}>
          <Typography id={`info-${section.id}`} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 1.5 }}>
            {section.heading}
          </Typography>
          {section.items.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1, '& li::marker': { color: 'secondary.main' } }}>
              {section.items.map((item) => (
                <Typography component="li" key={item} sx={{ fontSize: 16, lineHeight: 1.6 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          )}
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ fontSize: 16, lineHeight: 1.7, mt: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </>
  );
}
