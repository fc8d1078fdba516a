import { Switch } from '#web/components/switch.tsx';

interface VisibilitySwitchProps {
  productName: string;
  isVisible: boolean;
  onChange: (isVisible: boolean) => void;
}

/** Shown/hidden on the storefront. */
export function VisibilitySwitch({ productName, isVisible, onChange }: VisibilitySwitchProps) {
  return (
    <Switch
      label={`Show ${productName} in the shop`}
      checked={isVisible}
      onText="Shown"
      offText="Hidden"
      onChange={onChange}
    />
  );
}
