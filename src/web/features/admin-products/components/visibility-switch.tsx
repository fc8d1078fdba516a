interface VisibilitySwitchProps {
  productName: string;
  isVisible: boolean;
  onChange: (isVisible: boolean) => void;
}

/** Shown/hidden on the storefront: a switch that says its state in words, not colour alone. */
export function VisibilitySwitch({ productName, isVisible, onChange }: VisibilitySwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isVisible}
      aria-label={`Show ${productName} in the shop`}
      onClick={() => onChange(!isVisible)}
      className="inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-sm font-medium text-navy hover:bg-sand"
    >
      <span
        aria-hidden="true"
        className={`relative h-6 w-11 rounded-full transition-colors ${isVisible ? 'bg-success' : 'bg-sand-deep'}`}
      >
        <span
          className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all ${isVisible ? 'left-5.5' : 'left-0.5'}`}
        />
      </span>
      {isVisible ? 'Shown' : 'Hidden'}
    </button>
  );
}
