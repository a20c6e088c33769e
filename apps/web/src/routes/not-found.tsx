import { useNavigate } from 'react-router';
import { NOT_FOUND_MESSAGE } from '@sheetwise/contracts';
import { canGoBackInApp } from '../lib/tab-history';
import { usePageTitle } from '../lib/use-page-title';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  const navigate = useNavigate();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-50 px-6 text-center">
      <p className="text-sm font-semibold tracking-[0.3em] text-brand-700">ERROR</p>
      <h1 className="max-w-md text-2xl font-bold text-slate-900 sm:text-3xl">
        {NOT_FOUND_MESSAGE}
      </h1>
      <button
        type="button"
        onClick={() => void (canGoBackInApp() ? navigate(-1) : navigate('/', { replace: true }))}
        className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Go Back
      </button>
    </main>
  );
}
