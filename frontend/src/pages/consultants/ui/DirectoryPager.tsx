import { Link, useLocation } from 'react-router-dom';
import { writeDirectoryParams, type DirectoryParams } from '../model/directoryParams';

interface DirectoryPagerProps {
  params: DirectoryParams;
  pages: number;
}

/** Previous / Next as real links (shareable, work without script state); shown only with more than one page. */
export function DirectoryPager({ params, pages }: DirectoryPagerProps) {
  const { pathname } = useLocation();
  if (pages <= 1) return null;
  const href = (page: number) => {
    const query = writeDirectoryParams({ ...params, page }).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const current = Math.min(params.page, pages);
  return (
    <nav className="directory-pager" aria-label="Pages">
      {current > 1 ? (
        <Link className="btn btn--outline btn--sm" to={href(current - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span className="btn btn--outline btn--sm directory-pager__off" aria-hidden="true">
          Previous
        </span>
      )}
      <span className="directory-pager__status" aria-current="page">
        Page {current} of {pages}
      </span>
      {current < pages ? (
        <Link className="btn btn--outline btn--sm" to={href(current + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span className="btn btn--outline btn--sm directory-pager__off" aria-hidden="true">
          Next
        </span>
      )}
    </nav>
  );
}
