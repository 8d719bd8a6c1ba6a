// antd-using: import it by this path inside lazy member pages, never through '@/shared/ui'.
export { LoadError } from './LoadError';
