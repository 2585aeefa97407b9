import { NotFound } from '@/app/ui/not-found';
import { SellerShell } from './seller-shell';

/** The 404 page for a signed-in seller: inside the shell, with the header and nav. */
export default function ShellNotFound() {
  return (
    <SellerShell>
      <NotFound />
    </SellerShell>
  );
}
