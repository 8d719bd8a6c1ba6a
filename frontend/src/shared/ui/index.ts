// Light, dependency-free UI only. The antd provider is deliberately not re-exported here: import it
// from '@/shared/ui/antd-provider' inside lazy member/admin pages so antd never joins the public bundle.
export { AuthShell, type AuthShellProps, type AuthShellWidth } from './auth-shell';
export { RenderErrorBoundary, RenderFallback } from './render-fallback';
export { Spinner } from './spinner';
export { ToastProvider, useToast, type ToastApi, type ToastMessage, type ToastOptions, type ToastVariant } from './toast';
export {
  SelectField,
  TextAreaField,
  TextField,
  minLength,
  usePlainForm,
  type FieldErrors,
  type FormValues,
  type PlainForm,
} from './plain-form';
export { PlainTabs, PublicHero, type PlainTab } from './public-page';
