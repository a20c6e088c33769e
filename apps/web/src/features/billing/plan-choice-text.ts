import { describeChoice, type DateFormatter, type PlanChoiceView } from '@sheetwise/contracts';

/** The server's quote in words, with dates in the user's chosen format. */
export function describeChoiceView(view: PlanChoiceView, formatDate: DateFormatter): string {
  return describeChoice(
    {
      plan: view.plan,
      kind: view.kind,
      amountMinor: view.amountMinor,
      startsAt: new Date(view.startsAt),
      endsAt: new Date(view.endsAt),
      daysLeft: view.daysLeft,
    },
    formatDate,
  );
}
