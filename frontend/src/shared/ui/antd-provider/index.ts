export { AntdProvider } from './AntdProvider';
