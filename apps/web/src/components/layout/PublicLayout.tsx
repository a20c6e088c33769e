import type { ReactNode } from 'react';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

interface PublicLayoutProps {
  mainClassName?: string;
  children: ReactNode;
}

/** Header, main landmark and footer shared by every signed-out page. */
export function PublicLayout({ mainClassName = '', children }: PublicLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        Skip to content
      </a>
      <PublicHeader />
      {/* tabIndex lets the skip link move keyboard focus here, not just scroll. */}
      <main id="main" tabIndex={-1} className={`flex-1 focus:outline-none ${mainClassName}`}>
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
