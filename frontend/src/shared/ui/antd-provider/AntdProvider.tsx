import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import enGB from 'antd/locale/en_GB';

// Same palette as the public shell's CSS variables (global.css), so member screens look like one site.
const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1f4e8c',
    colorLink: '#1f4e8c',
    colorError: '#b91c1c',
    colorWarning: '#b45309',
    colorSuccess: '#15803d',
    colorText: '#1f2937',
    colorTextSecondary: '#4b5563',
    // antd's default help/description grey fails WCAG AA contrast on white.
    colorTextDescription: '#4b5563',
    colorTextPlaceholder: '#6b7280',
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
