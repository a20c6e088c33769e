import { Link } from 'react-router';
import { useCopySupportEmail } from '../../features/support/use-copy-support-email';
import { textLinkClass } from '../ui/styles';
import { LocalModeBadge } from './LocalModeBadge';
import { Wordmark } from './Wordmark';

export function PublicFooter() {
  const copySupportEmail = useCopySupportEmail();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="max-w-sm">
          <Wordmark />
          <p className="mt-3 text-sm text-slate-600">
            Two-way sync between Google Sheets and Excel, and a Banking Assistant that reads your
            statements for you.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
            <li>
              <Link to="/terms" className={textLinkClass}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={textLinkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              {/* A button, not a mailto: link, because it copies the address (spec section 2). */}
              <button
                type="button"
                onClick={() => void copySupportEmail()}
                className={textLinkClass}
              >
                Contact
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-100">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-5 sm:px-6">
          <p className="text-sm text-slate-600">
            © {new Date().getFullYear()} Sheetwise. All rights reserved.
          </p>
          <LocalModeBadge />
        </div>
      </div>
    </footer>
  );
}
