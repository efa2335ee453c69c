import type { RefObject } from 'react';
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '@/components/ui/dialog';
import { SideNav } from './side-nav';

/**
 * The navigation drawer below 1024 px: a chunk of its own, loaded when the menu button is first
 * pointed at or pressed, so the signed-in shell's first paint carries no dialog code
 * (docs/performance.md, "SPA first load"). Closing returns focus to the menu button.
 */
export default function NavDrawer({
  open,
  onOpenChange,
  menuButton,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id="nav-drawer"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          menuButton.current?.focus();
        }}
      >
        <DialogTitle className="sr-only">Navigation menu</DialogTitle>
        <DialogDescription className="sr-only">Move between the parts of Steady, or log out.</DialogDescription>
        <SideNav />
      </SheetContent>
    </Dialog>
  );
}
