import { Link } from 'react-router-dom';
import { UI_TEXTS } from '@contracts';
import { ROUTES } from '@/shared/config';
import { usePageTitle } from '@/shared/lib';

export function NotFoundPage() {
  usePageTitle(UI_TEXTS.notFoundTitle);

  return (
    <div className="page-message">
      <h1>{UI_TEXTS.notFoundTitle}</h1>
      <p>Sorry, we couldn&apos;t find the page you were looking for. It may have moved, or the link may be mistyped.</p>
      <Link to={ROUTES.home} className="btn btn--primary">
        Back to the home page
      </Link>
    </div>
  );
}
