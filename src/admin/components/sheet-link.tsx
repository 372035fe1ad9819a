// Opens a printable card sheet in a new tab: a real link (the server signed it, so the tab needs
// no session), drawn as a pill button. With nothing to print it is a disabled button instead.
import buttonStyles from '../../ui/button.module.css';

type SheetLinkProps = { href: string | null; children: string; variant?: 'primary' | 'secondary' };

export function SheetLink({ href, children, variant = 'secondary' }: SheetLinkProps) {
  const className = `${buttonStyles.button} ${buttonStyles[variant]}`;
  if (href === null) {
    return (
      <button type="button" className={className} disabled>
        {children}
      </button>
    );
  }
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
