import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { askConfirm } from '#web/lib/confirm.ts';
import { showToast } from '#web/lib/toasts.ts';
import { useSetVisibilities } from '../api/set-visibilities';

/** Hiding or showing several chosen products at once, asked once for all (issue 25). */
export function ProductsBulkBar({ chosen, onDone }: { chosen: number[]; onDone: () => void }) {
  const save = useSetVisibilities();
  if (chosen.length === 0) return null;
  const products = chosen.length === 1 ? '1 product' : `${chosen.length} products`;

  async function setVisible(isVisible: boolean) {
    const confirmed = await askConfirm({
      message: isVisible ? `Show ${products} in the shop?` : `Hide ${products} from the shop?`,
      detail: isVisible
        ? 'Shoppers can find and buy them at once.'
        : 'Shoppers no longer see them; bags holding them cannot check them out.',
      confirmLabel: isVisible ? 'Show' : 'Hide',
    });
    if (!confirmed) return;
    save.mutate(
      { productIds: chosen, isVisible },
      {
        onSuccess: (answer) => {
          showToast('success', answer.message);
          onDone();
        },
      },
    );
  }

  return (
    <section
      aria-label="Chosen products"
      className="sticky top-0 z-10 mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-navy bg-white p-3 shadow-sm"
    >
      <p className="font-medium text-navy">{products} chosen</p>
      <button
        type="button"
        disabled={save.isPending}
        onClick={() => void setVisible(false)}
        className={secondaryButtonClass}
      >
        Hide
      </button>
      <button
        type="button"
        disabled={save.isPending}
        onClick={() => void setVisible(true)}
        className={secondaryButtonClass}
      >
        Show
      </button>
      <button type="button" onClick={onDone} className={secondaryButtonClass}>
        Clear choice
      </button>
    </section>
  );
}
