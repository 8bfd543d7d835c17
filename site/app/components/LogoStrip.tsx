import * as css from './components.css';

/** Client names as a static list (stand-in until ui's LogoCarousel lands; no motion to pause). */
export function LogoStrip({ names, label }: { names: string[]; label: string }) {
  return (
    <ul className={css.logoList} aria-label={label}>
      {names.map((name) => (
        <li key={name} className={css.logoItem}>
          {name}
        </li>
      ))}
    </ul>
  );
}
