import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: string;
  children?: ReactNode;
}

/** The one h1 of a signed-in page, with an optional line under it. */
export function PageHeading({ title, children }: PageHeadingProps) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children && <p className="mt-1 text-slate-600">{children}</p>}
    </div>
  );
}
