// Tailwind 4 reads this file through the `@config` directive in app/globals.css.
import type { Config } from 'tailwindcss';

export default {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: { DEFAULT: '#1f6feb', dark: '#1a5fd0', light: '#e8f0fe' },
        sidebar: { DEFAULT: '#1f2937', hover: '#374151', active: '#111827' },
        ok: '#16a34a',
        warn: '#d97706',
        danger: '#dc2626',
      },
      fontFamily: {
        sans: ['"Noto Sans CJK SC"', '"PingFang SC"', '"Microsoft YaHei"', 'system-ui', 'sans-serif'],
      },
    },
  },
} satisfies Config;
