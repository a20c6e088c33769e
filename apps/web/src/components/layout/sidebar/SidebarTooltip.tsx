import * as Tooltip from '@radix-ui/react-tooltip';
import { useState, type ReactElement } from 'react';

interface SidebarTooltipProps {
  label: string;
  /** Only the collapsed sidebar hides its labels, so only then does the tooltip show. */
  enabled: boolean;
  children: ReactElement;
}

/**
 * Names an icon-only sidebar control on hover and focus. The tooltip stays mounted (held shut
 * when disabled) so that collapsing does not remount the control and lose keyboard focus.
 */
export function SidebarTooltip({ label, enabled, children }: SidebarTooltipProps) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Root open={enabled && open} onOpenChange={setOpen}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="right"
          sideOffset={8}
          className="z-50 rounded-md bg-slate-900 px-2.5 py-1.5 text-sm font-medium text-white shadow-md"
        >
          {label}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
