import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { ChosenBar } from '#web/components/chosen-bar.tsx';
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
    <ChosenBar label="Chosen products" summary={`${products} chosen`} onClear={onDone}>
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
    </ChosenBar>
  );
}
