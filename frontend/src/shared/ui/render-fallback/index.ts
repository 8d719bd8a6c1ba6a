export { RenderErrorBoundary } from './RenderErrorBoundary';
export { RenderFallback } from './RenderFallback';
