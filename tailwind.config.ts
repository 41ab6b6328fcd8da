// Tailwind 4 reads this file through the `@config` directive in app/globals.css.
import type { Config } from 'tailwindcss';

export default {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        // brand, brand-dark, brand-light: in app/globals.css (@theme), so CSS can name them too.
        sidebar: { DEFAULT: '#1f2937', hover: '#374151', active: '#111827' },
        // Status texts on white meet WCAG AA for small text (ok 5.0:1, warn 5.0:1, danger 4.8:1).
        ok: '#15803d',
        warn: '#b45309',
        danger: '#dc2626',
      },
      fontFamily: {
        sans: ['"Noto Sans CJK SC"', '"PingFang SC"', '"Microsoft YaHei"', 'system-ui', 'sans-serif'],
      },
    },
  },
} satisfies Config;
