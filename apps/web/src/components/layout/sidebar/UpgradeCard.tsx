import { Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/styles';

/** The expanded sidebar's promotion (spec section 2); plans are chosen on /settings. */
export function UpgradeCard({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="rounded-xl bg-gradient-to-br from-brand-700 to-brand-900 p-4 text-white">
      <p className="flex items-center gap-2 font-semibold">
        <Rocket aria-hidden="true" className="size-4" />
        Get more from Sheetwise
      </p>
      <p className="mt-1.5 text-sm text-brand-50">
        Advanced analytics, unlimited projects and priority support.
      </p>
      <Link
        to="/settings"
        onClick={onNavigate}
        className={buttonClass('inverse', 'sm', 'mt-3 w-full')}
      >
        Upgrade Now
      </Link>
    </div>
  );
}
