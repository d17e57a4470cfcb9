import type { Config } from 'tailwindcss';

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#effaf5',
          100: '#d8f2e5',
          200: '#b3e4cd',
          500: '#1f9d6b',
          600: '#147f56',
          700: '#0f6646',
          800: '#0d5139',
          900: '#0a3d2c',
        },
        header: '#0b2e22',
        card: {
          'dark-green': '#0d5139',
          'light-green': '#8fd6b0',
          'light-gray': '#d9dde1',
        },
      },
      keyframes: {
        // Landing-page entrance: text only rises (no fade, so its contrast never drops); fade is
        // for text-free decoration.
        rise: {
          from: { transform: 'translateY(1.5rem)' },
          to: { transform: 'none' },
        },
        fade: {
          from: { opacity: '0' },
          to: { opacity: '1' },
        },
      },
      animation: {
        rise: 'rise 0.8s cubic-bezier(0.22, 1, 0.36, 1) both',
        fade: 'fade 0.8s ease-out both',
      },
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
    },
  },
} satisfies Config;
