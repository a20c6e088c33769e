import type { ReactNode } from 'react';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import { SkipLink } from './SkipLink';

interface PublicLayoutProps {
  mainClassName?: string;
  children: ReactNode;
}

/** Header, main landmark and footer shared by every signed-out page. */
export function PublicLayout({ mainClassName = '', children }: PublicLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <SkipLink />
      <PublicHeader />
      {/* tabIndex lets the skip link move keyboard focus here, not just scroll. */}
      <main id="main" tabIndex={-1} className={`flex-1 focus:outline-none ${mainClassName}`}>
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
