import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  className?: string;
  children: ReactNode;
}

/**
 * A landing-page section named by its heading (`${id}-heading`). The scroll margin keeps the
 * heading clear of the sticky header when a "#features"-style link jumps to it.
 */
export function Section({ id, className = '', children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`scroll-mt-24 ${className}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">{children}</div>
    </section>
  );
}

interface SectionHeadingProps {
  /** The owning Section's id; the heading's id derives from it. */
  sectionId: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

export function SectionHeading({ sectionId, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h2
        id={`${sectionId}-heading`}
        className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
      >
        {title}
      </h2>
      {children && <p className="mt-4 text-lg text-pretty text-slate-600">{children}</p>}
    </div>
  );
}
