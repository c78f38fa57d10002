import { Link } from 'react-router';

import { APP_NAME } from '../../config/app';
import { paths } from '../../config/paths';
import { SearchBox } from '../../features/search/components/search-box';
import './header.css';

// The account menu and Sign In / Sign Up (spec §2 header) join this bar with the accounts issue.
export function Header() {
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to={paths.home.getHref()} className="logo">
          <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" />
            <path d="M9 23 16 8l7 15h-4l-3-7-3 7z" />
          </svg>
          <span>{APP_NAME}</span>
        </Link>
        <SearchBox />
      </div>
    </header>
  );
}
