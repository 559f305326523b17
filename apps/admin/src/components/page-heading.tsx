import { useEffect, useRef } from 'react';

let firstPage = true;

/**
 * The page's one h1, and its title in the tab. When a person moves to another screen (not on the first load), focus
 * goes to the heading, so a screen reader says where they are and the keyboard starts from the top of the page.
 */
export function PageHeading({ children, title }: { children: React.ReactNode; title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Cellar back office`;
  }, [title]);
  useEffect(() => {
    if (firstPage) firstPage = false;
    else heading.current?.focus();
  }, []);
  return (
    <h1 ref={heading} tabIndex={-1}>
      {children}
    </h1>
  );
}
