export { DemoProjectPage } from './ui/DemoProjectPage';
