// Light, dependency-free UI only. The antd provider is deliberately not re-exported here: import it
// from '@/shared/ui/antd-provider' inside lazy member/admin pages so antd never joins the public bundle.
export { AuthShell } from './auth-shell';
export { RenderErrorBoundary, RenderFallback } from './render-fallback';
export { Spinner } from './spinner';
export { ToastProvider, useToast } from './toast';
export {
  PlainFormElement,
  SelectField,
  TextAreaField,
  TextField,
  minLength,
  usePlainForm,
  type FieldErrors,
  type FormValues,
} from './plain-form';
export { PlainTabs, PublicHero } from './public-page';
