import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui/styles';

/**
 * The link from a figure to the rows behind it. Every figure has one, so the hidden words say
 * which figure's rows it shows; the visible words stay part of the name (WCAG 2.5.3).
 */
export function SeeTransactions({ to, of }: { to: string; of: string }) {
  return (
    <Link to={to} className={`inline-block text-xs ${textLinkClass}`}>
      See these transactions<span className="sr-only"> for {of}</span>
    </Link>
  );
}
