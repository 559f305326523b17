import { NavLink } from 'react-router';

/** The kinds of content staff edit, each a tab of the Content area. */
const TABS = [
  { to: '/content/posts', label: 'Blog posts' },
  { to: '/content/news', label: 'News' },
  { to: '/content/faq', label: 'FAQ' },
  { to: '/content/pages', label: 'Pages' },
] as const;

/** The Content area's tabs: links, so each list has its own address and the back button works. */
export function ContentTabs() {
  return (
    <nav className="content-tabs" aria-label="Content">
      <ul>
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to}>{tab.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
