import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicLayout } from '../../components/layout/PublicLayout';
import { Card } from '../../components/ui/Card';
import { textLinkClass } from '../../components/ui/styles';
import { GoogleButton } from './GoogleButton';

interface AuthLayoutProps {
  title: string;
  description: string;
  /** The e-mail form. */
  children: ReactNode;
  /** Offers "Login with Google" under the form; the password reset pages leave it out. */
  onGoogleLogin?: () => void;
  /** The way to the other form, e.g. "Already have an account?" + "Log in". */
  switchPrompt: { question: string; linkLabel: string; to: string };
  /** Small print under the card. */
  footnote?: ReactNode;
}

/**
 * The card shared by /login, /register and the password reset pages: heading, e-mail form,
 * Google button, switch link.
 */
export function AuthLayout(props: AuthLayoutProps) {
  const { title, description, children, onGoogleLogin, switchPrompt, footnote } = props;
  return (
    <PublicLayout mainClassName="bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-12 sm:py-20">
      <div className="mx-auto w-full max-w-md">
        <Card className="p-6 shadow-lg sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-2 text-slate-600">{description}</p>
          <div className="mt-8">{children}</div>
          {onGoogleLogin && (
            <>
              <div className="my-6 flex items-center gap-3 text-sm text-slate-600">
                <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
                or
                <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
              </div>
              <GoogleButton onClick={onGoogleLogin} />
            </>
          )}
          <p className="mt-8 text-center text-sm text-slate-600">
            {switchPrompt.question}{' '}
            <Link to={switchPrompt.to} className={textLinkClass}>
              {switchPrompt.linkLabel}
            </Link>
          </p>
        </Card>
        {footnote && <p className="mt-6 text-center text-sm text-slate-600">{footnote}</p>}
      </div>
    </PublicLayout>
  );
}
