import type { ReactNode } from 'react';

interface CardProps {
  as?: 'div' | 'article' | 'li';
  className?: string;
  children: ReactNode;
}

export function Card({ as: Element = 'div', className = '', children }: CardProps) {
  return (
    <Element className={`rounded-2xl border border-slate-200 bg-white shadow-sm ${className}`}>
      {children}
    </Element>
  );
}
