import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { focusRing } from '../../ui/styles';
import { SidebarPanel } from './SidebarPanel';

const iconButton = `grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 ${focusRing}`;

/**
 * The sidebar below 768 px: a drawer behind "Open menu", closed by Escape, the close button, a
 * click outside, or navigating.
 */
export function MobileSidebar() {
  const { pathname } = useLocation();
  // Open only on the page it was opened on, so any navigation (even Back) closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === pathname;
  const close = () => {
    setOpenedAt(null);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpenedAt(next ? pathname : null);
      }}
    >
      <Dialog.Trigger className={`${iconButton} md:hidden`} aria-label="Open menu">
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 md:hidden dark:bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-64 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none md:hidden"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-slate-900">Menu</Dialog.Title>
            <Dialog.Close className={iconButton} aria-label="Close menu">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <SidebarPanel collapsed={false} onNavigate={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
