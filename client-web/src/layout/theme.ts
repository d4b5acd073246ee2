import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#2f6f6a' },
    secondary: { main: '#8a5a44' },
    background: { default: '#f6f7f5' },
  },
  shape: { borderRadius: 8 },
  typography: { button: { textTransform: 'none' } },
});
