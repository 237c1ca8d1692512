import { render, screen } from '@testing-library/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

describe('the theme’s text sizes', () => {
  it('are in rem, a bare number given as a font size too, so text grows with the browser’s font size', () => {
    render(
      <ThemeProvider theme={theme}>
        <Box sx={{ fontSize: 13, '& span': { fontSize: 12 } }}>
          bare <span>nested</span>
        </Box>
        <Box sx={{ fontSize: '0.9rem' }}>given</Box>
        <Typography variant="body2">body</Typography>
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByText(/bare/)).fontSize).toBe('0.8125rem');
    expect(getComputedStyle(screen.getByText('nested')).fontSize).toBe('0.75rem');
    expect(getComputedStyle(screen.getByText('given')).fontSize).toBe('0.9rem');
    expect(getComputedStyle(screen.getByText('body')).fontSize).toBe('0.875rem');
  });
});
