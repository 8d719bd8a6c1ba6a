import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import enGB from 'antd/locale/en_GB';

/**
 * The CSS variables of global.css that antd's tokens use, by name: antd derives hover and soft shades from real
 * colour values, so it cannot take `var(...)`; palette.test.ts keeps these equal to global.css.
 */
export const CSS_PALETTE = {
  '--color-primary': '#1f4e8c',
  '--color-danger': '#b91c1c',
  '--color-warning': '#b45309',
  '--color-success': '#15803d',
  '--color-text': '#1f2937',
  '--color-muted': '#4b5563',
  '--color-placeholder': '#6b7280',
} as const;

const THEME: ThemeConfig = {
  token: {
    colorPrimary: CSS_PALETTE['--color-primary'],
    colorLink: CSS_PALETTE['--color-primary'],
    colorError: CSS_PALETTE['--color-danger'],
    colorWarning: CSS_PALETTE['--color-warning'],
    colorSuccess: CSS_PALETTE['--color-success'],
    colorText: CSS_PALETTE['--color-text'],
    colorTextSecondary: CSS_PALETTE['--color-muted'],
    // antd's default help/description grey fails WCAG AA contrast on white.
    colorTextDescription: CSS_PALETTE['--color-muted'],
    colorTextPlaceholder: CSS_PALETTE['--color-placeholder'],
    borderRadius: 8,
    fontFamily: 'inherit',
    fontSize: 16,
  },
};

/**
 * antd theme and locale for member and admin screens. Import it only from lazily loaded pages: antd
 * must never reach the public shell's bundle (ARCHITECTURE "Performance budgets").
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={enGB} theme={THEME}>
      {children}
    </ConfigProvider>
  );
}
