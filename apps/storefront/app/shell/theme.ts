import { createTheme } from '@mantine/core';

// Darker primary shades than Mantine's defaults, so text on buttons passes colour contrast.
export const theme = createTheme({
  primaryColor: 'brown',
  primaryShade: 8,
  colors: {
    brown: [
      '#f7f1ec',
      '#eadfd5',
      '#d6bda6',
      '#c19a75',
      '#af7c4d',
      '#a46a35',
      '#9f6129',
      '#8b511e',
      '#7c4718',
      '#6b3b10',
    ],
  },
});
