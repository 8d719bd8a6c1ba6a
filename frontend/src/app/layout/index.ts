export { BareLayout, RootLayout } from './RootLayout';
