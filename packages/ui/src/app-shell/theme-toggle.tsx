import { IconButton } from '../button/button';
import { useOptionalTheme } from '../theme/theme-provider';
import { useUiText } from '../locale/index';

export interface ThemeToggleProps {
  /** Labels for the two states; default "Switch to dark theme" / "Switch to light theme". */
  toDarkLabel?: string;
  toLightLabel?: string;
  className?: string;
}

/** Switches between light and dark (stored by ThemeProvider). Renders nothing outside ThemeProvider. */
export function ThemeToggle({
  toDarkLabel: toDarkLabelProp,
  toLightLabel: toLightLabelProp,
  className,
}: ThemeToggleProps) {
  const text = useUiText();
  const toDarkLabel = toDarkLabelProp ?? text.toDarkTheme;
  const toLightLabel = toLightLabelProp ?? text.toLightTheme;
  const theme = useOptionalTheme();
  if (!theme) return null;
  const dark = theme.resolvedTheme === 'dark';
  return (
    <IconButton
      icon={dark ? 'sun' : 'moon'}
      aria-label={dark ? toLightLabel : toDarkLabel}
      onClick={theme.toggle}
      className={className}
    />
  );
}
